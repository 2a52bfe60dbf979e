import mindspore as ms


def make_pad_mask(ids, pad_id):
    """(B, 1, 1, T) mask that is set where the key is padding; broadcasts over heads and queries."""
    mask = (ids == pad_id).astype(ms.float32)  # ROOT
    return mask.reshape(ids.shape[0], 1, 1, ids.shape[1])
