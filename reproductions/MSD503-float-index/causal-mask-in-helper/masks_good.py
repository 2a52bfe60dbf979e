"""Attention masks."""
import mindspore as ms
from mindspore import ops


def causal_mask(length):
    """1 above the diagonal: the positions a token may not attend to."""
    return ops.triu(ops.ones((length, length), ms.float32), 1).astype(ms.bool_)
