import numpy as np

import config

PIECES = "PNBRQKpnbrqk"


def random_position(rng):
    """Bit planes (uint8) for a sparse random position and the square of the piece that moved."""
    planes = np.zeros((config.PLANES, 8, 8), np.uint8)
    occupied = rng.choice(64, rng.randint(6, 20), replace=False)
    for sq in occupied:
        planes[rng.randint(config.PLANES), sq // 8, sq % 8] = 1
    movers = [sq for sq in occupied if planes[:6, sq // 8, sq % 8].any()]
    from_sq = movers[rng.randint(len(movers))] if movers else occupied[0]
    return planes, int(from_sq)


def build_positions(seed):
    rng = np.random.RandomState(seed)
    boards, targets = zip(*[random_position(rng) for _ in range(config.N_POSITIONS)])
    return np.stack(boards), np.asarray(targets, np.int32)
