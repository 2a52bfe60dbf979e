"""The count is kept outside graph code and the decay passed in as a tensor."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class WarmupScale(nn.Cell):
    def construct(self, x, decay):
        return x * decay


if __name__ == "__main__":
    cell = WarmupScale()
    x = ms.Tensor(np.ones(2), ms.float32)
    for updates in range(1, 4):
        decay = min(0.99, (1 + updates) / (10 + updates))
        print(cell(x, ms.Tensor(decay, ms.float32)).asnumpy(), updates)
