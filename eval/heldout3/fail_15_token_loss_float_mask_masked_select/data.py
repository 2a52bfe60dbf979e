import numpy as np
import mindspore as ms

PAD = 0


def lm_batch(batch, seq_len, vocab, seed):
    rng = np.random.default_rng(seed)
    ids = rng.integers(1, vocab, (batch, seq_len + 1)).astype(np.int32)
    ids[0, -3:] = PAD
    inputs, targets = ids[:, :-1], ids[:, 1:]
    return ms.Tensor(inputs), ms.Tensor(targets)


def target_mask(targets):
    """1.0 where the target is a real token, 0.0 at padding."""
    return (targets != PAD).astype(ms.float32)  # ROOT
