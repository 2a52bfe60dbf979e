import numpy as np

import config

# dominant rhythm (Hz) and amplitude per stage
RHYTHM = {0: (10.0, 20.0), 1: (6.0, 30.0), 2: (13.0, 35.0), 3: (1.5, 80.0), 4: (7.0, 25.0)}


def hypnogram(rng):
    stages, s = [], 0
    for _ in range(config.NUM_EPOCHS):
        if rng.random() < 0.3:
            s = int(np.clip(s + rng.choice([-1, 1]), 0, len(config.STAGES) - 1))
        stages.append(s)
    return np.array(stages, np.int32)


def channel_signal(channel, stages, rng):
    n = config.FS * config.EPOCH_SECONDS
    t = np.arange(n) / config.FS
    out = np.zeros((len(stages), n), np.float32)
    for i, s in enumerate(stages):
        f, amp = RHYTHM[int(s)]
        if channel == "EOG":
            amp = 60.0 if s == 4 else 10.0
            f = 0.8
        elif channel == "Pz-Oz":
            amp *= 0.7
        out[i] = amp * np.sin(2 * np.pi * f * t + rng.uniform(0, 2 * np.pi)) + rng.normal(0, 8, n)
    return out


def load_night():
    rng = np.random.default_rng(config.SEED)
    stages = hypnogram(rng)
    signals = {ch: channel_signal(ch, stages, rng) for ch in config.CHANNELS}
    return signals, stages
