"""Engine-knock detection from vibration traces, (batch, sensors, samples). The audio model reuses
the image models' block factory, which builds 2-D convolutions unless `spatial=1` is passed; the
model leaves it out, and the Conv2d gets a 3-D batch. MindSpore stops inside the convolution;
the line to change is the factory call that kept the default."""
import numpy as np
import mindspore as ms
from mindspore import nn

from blocks import conv_bn

ms.set_context(mode=ms.GRAPH_MODE)


class KnockDetector(nn.Cell):
    def __init__(self, sensors=3, width=8):
        super().__init__()
        self.block = conv_bn(sensors, width)  # expect: MSD407
        self.head = nn.Dense(width, 2)

    def construct(self, traces):
        return self.head(self.block(traces).mean(axis=-1))


if __name__ == "__main__":
    traces = ms.Tensor(np.random.default_rng(0).standard_normal((4, 3, 64)).astype(np.float32))
    print(KnockDetector()(traces).shape)
