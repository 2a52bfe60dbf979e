import numpy as np

import config


def url_features(seed):
    rng = np.random.RandomState(seed)
    n = config.N_URLS
    phishing = rng.rand(n) < 0.35
    length = np.where(phishing, rng.normal(85, 20, n), rng.normal(45, 15, n))
    dots = rng.poisson(np.where(phishing, 4, 2))
    hyphens = rng.poisson(np.where(phishing, 2.5, 0.5))
    has_ip = rng.rand(n) < np.where(phishing, 0.2, 0.01)
    has_at = rng.rand(n) < np.where(phishing, 0.1, 0.005)
    https = rng.rand(n) < np.where(phishing, 0.5, 0.9)
    depth = rng.poisson(np.where(phishing, 3, 1))
    entropy = rng.normal(np.where(phishing, 4.3, 3.8), 0.3)
    tld = rng.rand(n) < np.where(phishing, 0.4, 0.05)
    path = rng.poisson(np.where(phishing, 5, 3))
    x = np.column_stack([length, dots, hyphens, has_ip, has_at, https, depth, entropy, tld, path]).astype(float)
    x = (x - x.mean(axis=0)) / (x.std(axis=0) + 1e-6)
    return x.astype(np.float32), phishing.astype(np.int32)
