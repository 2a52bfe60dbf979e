import numpy as np

SCALE = np.array([0, 2, 4, 5, 7, 9, 11, 12, 14, 16, 17, 19, 21, 23])


def random_walk_melodies(n, length, rng):
    """Melodies that move stepwise on a major scale (indices into NUM_PITCHES)."""
    out = np.zeros((n, length), np.int32)
    for i in range(n):
        pos = rng.integers(0, len(SCALE))
        for t in range(length):
            out[i, t] = SCALE[pos]
            pos = int(np.clip(pos + rng.choice([-2, -1, 1, 2]), 0, len(SCALE) - 1))
    return out
