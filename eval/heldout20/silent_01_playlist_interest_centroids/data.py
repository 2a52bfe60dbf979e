import numpy as np

NUM_TRACKS = 60
HISTORY = 8


def listening_histories(num_users, seed=3):
    """Three taste communities, each mostly playing from its own slice of the catalogue."""
    rng = np.random.default_rng(seed)
    history = np.zeros((num_users, HISTORY), dtype=np.int32)
    mask = np.zeros((num_users, HISTORY), dtype=np.float32)
    for u in range(num_users):
        community = u % 3
        length = rng.integers(4, HISTORY + 1)
        history[u, :length] = rng.integers(community * 20, community * 20 + 20, size=length)
        mask[u, :length] = 1.0
    return history, mask
