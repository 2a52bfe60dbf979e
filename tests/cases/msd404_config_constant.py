"""Head size computed in a module-level config constant with `/`."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

HIDDEN_SIZE = 32
NUM_HEADS = 4
HEAD_DIM = HIDDEN_SIZE / NUM_HEADS  # expect: MSD404


class SelfAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.qkv = nn.Dense(HIDDEN_SIZE, 3 * HIDDEN_SIZE)
        self.out = nn.Dense(HIDDEN_SIZE, HIDDEN_SIZE)

    def construct(self, x):
        b, s, _ = x.shape
        qkv = self.qkv(x).reshape(b, s, 3, NUM_HEADS, HEAD_DIM)
        q, k, v = qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2]
        att = ops.softmax(ops.matmul(q.swapaxes(1, 2), k.transpose(0, 2, 3, 1)), axis=-1)
        return self.out(ops.matmul(att, v.swapaxes(1, 2)).swapaxes(1, 2).reshape(b, s, HIDDEN_SIZE))


if __name__ == "__main__":
    np.random.seed(0)
    print(SelfAttention()(ms.Tensor(np.random.randn(2, 5, HIDDEN_SIZE).astype(np.float32))).shape)
