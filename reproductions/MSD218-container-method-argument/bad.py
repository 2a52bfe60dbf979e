"""Token mixer that puts a class token in the middle of the token list: `/` makes the position a
float, which `list.insert` rejects while the graph compiles."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class MiddleToken(nn.Cell):
    def construct(self, a, b, c, d, cls):
        tokens = [a, b, c, d]
        tokens.insert(len(tokens) / 2, cls)  # expect: MSD218
        return ops.stack(tokens, axis=1)


if __name__ == "__main__":
    np.random.seed(0)
    parts = [ms.Tensor(np.random.randn(2, 3), ms.float32) for _ in range(5)]
    print(MiddleToken()(*parts).shape)
