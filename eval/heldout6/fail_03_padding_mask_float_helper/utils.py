import numpy as np


def pad_sequences(seqs, pad_value=0):
    max_len = max(len(s) for s in seqs)
    out = np.full((len(seqs), max_len), pad_value, dtype=np.int32)
    for i, s in enumerate(seqs):
        out[i, : len(s)] = s
    lengths = np.array([len(s) for s in seqs], dtype=np.int32)
    return out, lengths


def padding_mask(lengths, max_len):
    """True where the position is padding (to be ignored by attention pooling)."""
    positions = np.arange(max_len)[None, :]
    return (positions >= lengths[:, None]).astype(np.float32)  # ROOT
