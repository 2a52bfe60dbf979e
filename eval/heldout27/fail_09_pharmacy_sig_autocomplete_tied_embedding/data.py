import numpy as np

import config

TEMPLATES = [
    "take 1 tab po bid with food for 7 days",
    "take 2 cap po qd hs",
    "take 1 tab po prn pain",
    "take 1 cap po tid ac for 10 days",
    "take 1 tab po qid prn nausea",
]


def encode_sigs(rng, n):
    vocab = {t: i for i, t in enumerate(config.SIG_TOKENS)}
    rows = []
    for _ in range(n):
        toks = ["<bos>"] + TEMPLATES[rng.integers(0, len(TEMPLATES))].split()
        ids = [vocab[t] for t in toks][: config.SEQ_LEN + 1]
        rows.append(ids + [0] * (config.SEQ_LEN + 1 - len(ids)))
    arr = np.array(rows, np.int32)
    return arr[:, :-1], arr[:, 1:]
