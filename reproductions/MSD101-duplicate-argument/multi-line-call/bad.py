"""Cross-attention decoder block called over several lines: the encoder states are passed
positionally into the slot of `queries` and `queries=` is given again by keyword."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class CrossAttention(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.q = nn.Dense(dim, dim)
        self.kv = nn.Dense(dim, 2 * dim)
        self.scale = dim ** -0.5

    def construct(self, queries, memory=None, memory_mask=None):
        k, v = ops.chunk(self.kv(memory), 2, axis=-1)
        scores = ops.bmm(self.q(queries), k.swapaxes(1, 2)) * self.scale
        return ops.bmm(ops.softmax(scores, -1), v)


class DecoderBlock(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.cross = CrossAttention(dim)
        self.norm = nn.LayerNorm((dim,))

    def construct(self, tokens, encoded):
        attended = self.cross(  # expect: MSD101
            encoded,
            queries=tokens,
            memory_mask=None,
        )
        return self.norm(tokens + attended)


if __name__ == "__main__":
    np.random.seed(0)
    block = DecoderBlock(16)
    print(block(ms.Tensor(np.random.randn(2, 3, 16), ms.float32), ms.Tensor(np.random.randn(2, 5, 16), ms.float32)).shape)
