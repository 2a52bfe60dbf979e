"""Variable-length token sequences for a tiny language model."""
import numpy as np

PAD_ID = 0


def make_corpus(n, vocab_size, seed=0):
    rng = np.random.default_rng(seed)
    return [rng.integers(1, vocab_size, size=int(rng.integers(4, 9))).tolist() for _ in range(n)]


def pad_batch(seqs, max_len):
    ids = np.full((len(seqs), max_len), PAD_ID, dtype=np.int32)
    attn = np.zeros((len(seqs), max_len))  # ROOT
    for i, s in enumerate(seqs):
        ids[i, :len(s)] = s
        attn[i, :len(s)] = 1
    return ids, attn
