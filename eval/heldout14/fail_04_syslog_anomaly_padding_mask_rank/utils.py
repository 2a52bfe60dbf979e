from mindspore import ops


def padding_mask(ids, pad_id):
    """True where a key position is padding, ready to broadcast over (batch, heads, query, key)."""
    return ids == pad_id  # ROOT


def masked_mean(x, ids, pad_id):
    keep = ops.expand_dims((ids != pad_id).astype(x.dtype), -1)
    return (x * keep).sum(axis=1) / ops.clamp(keep.sum(axis=1), min=1.0)
