import numpy as np

import config

WORDS = ["sunny", "spacious", "renovated", "garden", "garage", "cozy", "compact", "needs", "work", "view", "balcony",
         "quiet", "central", "new", "kitchen", "pool"]
PREMIUM = {"renovated", "garden", "pool", "view", "new", "balcony", "spacious"}


def simulate(seed):
    rng = np.random.RandomState(seed)
    photos, tokens, prices = [], [], []
    for _ in range(config.N_LISTINGS):
        brightness = rng.uniform(0.2, 0.9)
        photo = np.clip(brightness + rng.normal(0, 0.1, (3, config.PHOTO_SIZE, config.PHOTO_SIZE)), 0, 1)
        n = rng.randint(4, config.MAX_WORDS + 1)
        words = rng.choice(len(WORDS), n)
        ids = np.zeros(config.MAX_WORDS, np.int32)
        ids[:n] = words + 1
        premium = sum(WORDS[w] in PREMIUM for w in words)
        prices.append([12.0 + 0.8 * brightness + 0.15 * premium + rng.normal(0, 0.1)])
        photos.append(photo)
        tokens.append(ids)
    return np.asarray(photos, np.float32), np.asarray(tokens), np.asarray(prices, np.float32)
