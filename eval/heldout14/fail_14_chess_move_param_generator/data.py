import numpy as np
import mindspore.dataset as ds

import config


def synthetic_positions(n, seed):
    """Random sparse boards; the 'best move' origin is the square of the most advanced white pawn."""
    rng = np.random.default_rng(seed)
    boards = np.zeros((n, config.PLANES, 8, 8), dtype=np.float32)
    targets = np.zeros(n, dtype=np.int32)
    for i in range(n):
        occupied = rng.choice(64, size=12, replace=False)
        for k, sq in enumerate(occupied):
            plane = 0 if k < 4 else int(rng.integers(1, config.PLANES))
            boards[i, plane, sq // 8, sq % 8] = 1.0
        pawns = occupied[:4]
        targets[i] = int(pawns[np.argmax(pawns // 8)])
    return boards, targets


def make_dataset():
    boards, targets = synthetic_positions(config.NUM_POSITIONS, config.SEED)
    return ds.NumpySlicesDataset((boards, targets), column_names=["board", "from_square"], shuffle=True).batch(config.BATCH_SIZE)
