"""Side-scan sonar echo profiles (64 range bins). Simulator classes for pretraining, field classes for transfer."""
import numpy as np

BINS = 64
SIM_CLASSES = ["sand", "rock", "mud", "seagrass", "wreck", "pipe"]
FIELD_CLASSES = ["mine_like", "debris", "clear_seabed"]


def echo(rng, centre, width, strength, texture):
    r = np.arange(BINS)
    profile = strength * np.exp(-((r - centre) / width) ** 2)
    profile += texture * np.abs(np.sin(r * (0.3 + texture)))
    return (profile + rng.normal(0, 0.05, BINS)).astype(np.float32)


SIM_PARAMS = [(10, 20, 0.3, 0.1), (30, 4, 1.0, 0.5), (20, 30, 0.2, 0.0),
              (45, 10, 0.5, 0.8), (32, 3, 1.5, 0.2), (50, 2, 1.2, 0.0)]
FIELD_PARAMS = [(28, 3, 1.4, 0.1), (40, 8, 0.6, 0.6), (15, 25, 0.25, 0.05)]


def profiles(params, n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, len(params), n).astype(np.int32)
    x = []
    for k in y:
        c, w, s, t = params[k]
        x.append(echo(rng, c + rng.normal(0, 2), w, s * rng.uniform(0.8, 1.2), t))
    return np.stack(x)[:, None], y
