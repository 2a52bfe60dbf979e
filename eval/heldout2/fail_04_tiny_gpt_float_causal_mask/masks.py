import mindspore as ms
from mindspore import ops


def causal_mask(seq_len):
    """Upper-triangular mask: positions a query must not attend to."""
    future = ops.triu(ops.ones((seq_len, seq_len), ms.float32), diagonal=1)  # ROOT
    return future.reshape(1, 1, seq_len, seq_len)
