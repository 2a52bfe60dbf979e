import numpy as np
import mindspore as ms


def pad_batch(sequences, pad_id=0):
    """Right-pad token id lists. Returns (padded ids (B, T) int32, lengths (B,) int32)."""
    max_len = max(len(s) for s in sequences)
    padded = np.full((len(sequences), max_len), pad_id, np.int32)
    for i, seq in enumerate(sequences):
        padded[i, :len(seq)] = seq
    lengths = np.array([len(s) for s in sequences], np.int32)
    return ms.Tensor(lengths), ms.Tensor(padded)  # ROOT

