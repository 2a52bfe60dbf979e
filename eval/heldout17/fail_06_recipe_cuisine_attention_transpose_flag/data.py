import numpy as np

CUISINES = ["italian", "mexican", "indian", "japanese"]
MAX_INGREDIENTS = 10


def synthetic_recipes(n, vocab_size, seed=8):
    rng = np.random.default_rng(seed)
    signature = {c: rng.choice(np.arange(1, vocab_size), 6, replace=False) for c in range(len(CUISINES))}
    ids = np.zeros((n, MAX_INGREDIENTS), np.int32)
    labels = rng.integers(0, len(CUISINES), n).astype(np.int32)
    for i, c in enumerate(labels):
        k = rng.integers(5, MAX_INGREDIENTS + 1)
        pool = np.concatenate([signature[c], rng.integers(1, vocab_size, 4)])
        ids[i, :k] = rng.choice(pool, k, replace=False)
    return ids, labels
