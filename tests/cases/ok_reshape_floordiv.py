"""Near-miss for MSD404: head size with // and an int() cast of a `/`."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

HIDDEN_SIZE = 32
NUM_HEADS = 4
HEAD_DIM = int(HIDDEN_SIZE / NUM_HEADS)


class Heads(nn.Cell):
    def construct(self, x):
        b, s, d = x.shape
        y = x.reshape(b, s, NUM_HEADS, HEAD_DIM)
        z = x.reshape(b, s, d // NUM_HEADS, NUM_HEADS)
        return y.transpose(0, 2, 1, 3) + z.transpose(0, 3, 1, 2) / (HEAD_DIM ** 0.5)


if __name__ == "__main__":
    np.random.seed(0)
    print(Heads()(ms.Tensor(np.random.randn(2, 5, HIDDEN_SIZE).astype(np.float32))).shape)
