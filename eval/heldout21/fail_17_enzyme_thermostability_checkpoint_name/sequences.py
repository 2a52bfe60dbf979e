import numpy as np
import mindspore as ms

import config as cfg


def variants(n=48, seed=77):
    """Point-mutant library with a melting-temperature proxy (hydrophobic core + prolines)."""
    rng = np.random.default_rng(seed)
    seqs = ["".join(rng.choice(list(cfg.AMINO_ACIDS), cfg.SEQ_LEN)) for _ in range(n)]
    tm = [45 + 2.0 * sum(c in "AILMFVW" for c in s) / 4 + 1.5 * s.count("P") for s in seqs]
    return seqs, np.array(tm, np.float32)


def one_hot(seqs):
    x = np.zeros((len(seqs), len(cfg.AMINO_ACIDS), cfg.SEQ_LEN), np.float32)
    for i, s in enumerate(seqs):
        x[i, [cfg.AMINO_ACIDS.index(c) for c in s], np.arange(len(s))] = 1.0
    return ms.Tensor(x)
