"""Chunked attention pooling: the number of chunks comes from the input's own length."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

MAX_LEN = 32
CHUNK = 8


class ChunkPool(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.score = nn.Dense(dim, 1)

    def construct(self, x):
        b, _, d = x.shape
        n_chunks = x.shape[1] // CHUNK
        chunks = x.reshape(b, n_chunks, CHUNK, d)
        weights = ops.softmax(self.score(chunks), 2)
        return (weights * chunks).sum(2)


if __name__ == "__main__":
    np.random.seed(0)
    print(ChunkPool(4)(ms.Tensor(np.random.randn(2, 24, 4), ms.float32)).shape)
