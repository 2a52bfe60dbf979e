import math

from mindspore import ops


def split_heads(x, heads):
    b, n, d = x.shape
    return x.reshape(b, n, heads, d // heads).transpose(0, 2, 1, 3)


def merge_heads(x):
    b, h, n, d = x.shape
    return x.transpose(0, 2, 1, 3).reshape(b, n, h * d)


def attend(q, k, v, heads):
    q, k, v = split_heads(q, heads), split_heads(k, heads), split_heads(v, heads)
    scores = ops.matmul(q, k.transpose(0, 1, 3, 2)) / math.sqrt(q.shape[-1])
    weights = ops.softmax(scores, axis=-1)
    del scores  # ROOT
    return merge_heads(ops.matmul(weights, v))
