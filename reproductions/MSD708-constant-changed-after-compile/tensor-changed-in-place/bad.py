"""Channel gating for a pruned audio model: the block multiplies its features by a 0/1 gate held
as a plain Tensor attribute, and the pruning step switches channels off by writing zeros into that
tensor in place. Graph mode folded the gate's values into the compiled graph as a constant; the
pruned channels keep contributing, and nothing says so."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class GatedBlock(nn.Cell):
    def __init__(self, channels=4):
        super().__init__()
        self.proj = nn.Dense(3, channels, weight_init="ones", bias_init="zeros")
        self.gate = ms.Tensor(np.ones(channels, np.float32))

    def construct(self, x):
        return self.proj(x) * self.gate  # expect: MSD708


if __name__ == "__main__":
    block = GatedBlock()
    x = ms.Tensor(np.ones((1, 3), np.float32))
    print("dense ", block(x).asnumpy().tolist())
    block.gate[ms.Tensor(np.array([False, True, False, True]))] = 0.0
    print("pruned", block(x).asnumpy().tolist())
