import mindspore as ms


def additive_padding_mask(ids, pad_id=0):
    keep = (ids != pad_id).astype(ms.float32)
    return (1.0 - keep) * -1e4  # ROOT
