import numpy as np

import config


def sample_reads():
    """Reads from a toy genome with a repeated motif, so masked bases are partly predictable."""
    rng = np.random.default_rng(config.SEED)
    motif = rng.integers(1, 5, size=8)
    genome = np.concatenate([motif if rng.random() < 0.5 else rng.integers(1, 5, size=8) for _ in range(200)])
    starts = rng.integers(0, genome.size - config.SEQ_LEN, size=config.NUM_READS)
    return np.stack([genome[s:s + config.SEQ_LEN] for s in starts]).astype(np.int32)


def masking_noise(epoch):
    """Per-position uniform noise, fixed per epoch so runs are reproducible."""
    rng = np.random.default_rng(config.SEED + 1000 + epoch)
    return rng.random((config.NUM_READS, config.SEQ_LEN)).astype(np.float32)
