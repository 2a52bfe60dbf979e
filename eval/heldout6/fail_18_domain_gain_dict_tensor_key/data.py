import numpy as np


def make_batch(domain, batch=4, frame=16, seed=0):
    rng = np.random.default_rng(seed + domain)
    clean = np.sin(np.linspace(0, 4 * np.pi, frame))[None, :].repeat(batch, axis=0)
    noisy = clean + 0.3 * rng.normal(size=clean.shape)
    return {"noisy": noisy.astype(np.float32), "clean": clean.astype(np.float32), "domain": domain}
