"""A speech-frame encoder adds a banded attention bias built by a helper in another module. The
bias is built for `n_mels` (the feature width) instead of `n_frames` (the sequence length), so the
(40, 40) bias cannot be added to the (2, 2, 50, 50) scores. The line to change is the helper's
call in `__init__`, not the addition in `construct` or the helper itself."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops

from masks_for_frames import banded_bias

ms.set_context(mode=ms.GRAPH_MODE)


class FrameAttention(nn.Cell):
    def __init__(self, dim, heads, bias):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Dense(dim, 3 * dim)
        self.out = nn.Dense(dim, dim)
        self.bias = bias

    def construct(self, x):
        b, t, d = x.shape
        q, k, v = ops.split(self.qkv(x), d, axis=-1)
        q = q.reshape(b, t, self.heads, -1).transpose(0, 2, 1, 3)
        k = k.reshape(b, t, self.heads, -1).transpose(0, 2, 1, 3)
        v = v.reshape(b, t, self.heads, -1).transpose(0, 2, 1, 3)
        scores = ops.matmul(q, k.transpose(0, 1, 3, 2)) + self.bias
        y = ops.matmul(ops.softmax(scores, -1), v).transpose(0, 2, 1, 3)
        return self.out(y.reshape(b, t, d))


class FrameEncoder(nn.Cell):
    def __init__(self, n_mels=40, n_frames=50, dim=32, heads=2):
        super().__init__()
        self.proj = nn.Dense(n_mels, dim)
        self.attn = FrameAttention(dim, heads, banded_bias(n_frames))
        self.head = nn.Dense(dim, 10)

    def construct(self, mels):
        return self.head(self.attn(self.proj(mels)).mean(1))


if __name__ == "__main__":
    print(FrameEncoder()(Tensor(np.random.randn(2, 50, 40), ms.float32)).shape)
