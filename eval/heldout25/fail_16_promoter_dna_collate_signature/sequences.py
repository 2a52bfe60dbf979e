import numpy as np

import config

BASES = "ACGT"
BASE_ID = {b: i + 1 for i, b in enumerate(BASES)}


def synth_sequences(seed):
    rng = np.random.RandomState(seed)
    seqs, labels = [], []
    for _ in range(config.N_SEQUENCES):
        n = rng.randint(config.MIN_LEN, config.MAX_LEN + 1)
        s = list(rng.choice(list(BASES), n))
        promoter = rng.rand() < 0.5
        if promoter:
            pos = rng.randint(0, n - len(config.MOTIF))
            s[pos:pos + len(config.MOTIF)] = list(config.MOTIF)
        seqs.append(np.asarray([BASE_ID[b] for b in s], np.int32))
        labels.append(int(promoter))
    return seqs, np.asarray(labels, np.int32)
