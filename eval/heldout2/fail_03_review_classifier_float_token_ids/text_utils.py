import mindspore as ms
from mindspore import ops

PAD_ID = 0
UNK_ID = 1


def clean_and_mask(token_ids, vocab_size):
    """Replace out-of-vocabulary ids by UNK and build the padding mask."""
    in_vocab = token_ids < vocab_size
    token_ids = ops.where(in_vocab, token_ids, ops.full_like(token_ids, UNK_ID))
    keep = (token_ids != PAD_ID).astype(ms.float32)
    token_ids = token_ids * keep  # ROOT
    return token_ids, keep


def masked_mean(hidden, keep):
    keep = keep.expand_dims(-1)
    summed = (hidden * keep).sum(axis=1)
    count = ops.clamp(keep.sum(axis=1), min=1.0)
    return summed / count
