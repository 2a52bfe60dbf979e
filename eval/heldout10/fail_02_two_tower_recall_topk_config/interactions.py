import numpy as np

from settings import NUM_USERS, NUM_ITEMS


def sample_interactions(n, seed=1):
    rng = np.random.default_rng(seed)
    users = rng.integers(0, NUM_USERS, size=n).astype(np.int32)
    pos = ((users * 7 + rng.integers(0, 3, size=n)) % NUM_ITEMS).astype(np.int32)
    neg = rng.integers(0, NUM_ITEMS, size=n).astype(np.int32)
    return users, pos, neg


def minibatches(users, pos, neg, batch):
    for s in range(0, len(users) - batch + 1, batch):
        yield users[s:s + batch], pos[s:s + batch], neg[s:s + batch]
