"""Channel gating for a pruned audio model: the gate is a Parameter, changed with `set_data`,
which the compiled graph reads at every call."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class GatedBlock(nn.Cell):
    def __init__(self, channels=4):
        super().__init__()
        self.proj = nn.Dense(3, channels, weight_init="ones", bias_init="zeros")
        self.gate = ms.Parameter(ms.Tensor(np.ones(channels, np.float32)), requires_grad=False)

    def construct(self, x):
        return self.proj(x) * self.gate


if __name__ == "__main__":
    block = GatedBlock()
    x = ms.Tensor(np.ones((1, 3), np.float32))
    print("dense ", block(x).asnumpy().tolist())
    block.gate.set_data(ms.Tensor(np.array([1.0, 0.0, 1.0, 0.0], np.float32)))
    print("pruned", block(x).asnumpy().tolist())
