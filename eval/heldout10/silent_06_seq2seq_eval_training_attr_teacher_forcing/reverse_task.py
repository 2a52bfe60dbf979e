import numpy as np

BOS = 0
N_TOKENS = 8          # 0 = <bos>, 1..7 = digits
SEQ = 5


def reversal_batch(n, seed=0):
    rng = np.random.default_rng(seed)
    src = rng.integers(1, N_TOKENS, size=(n, SEQ)).astype(np.int32)
    tgt = src[:, ::-1].copy()
    tgt_in = np.concatenate([np.full((n, 1), BOS, np.int32), tgt[:, :-1]], axis=1)
    return src, tgt_in, tgt
