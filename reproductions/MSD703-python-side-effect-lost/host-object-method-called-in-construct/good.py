"""The activations are returned and given to the meter outside graph code."""
import numpy as np
import mindspore as ms
from mindspore import nn

from meters import PeakMeter


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.hidden = nn.Dense(8, 6, activation="relu")
        self.out = nn.Dense(6, 2)

    def construct(self, x):
        h = self.hidden(x)
        return self.out(h), h


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    encoder, meter = Encoder(), PeakMeter()
    rng = np.random.default_rng(0)
    for _ in range(3):
        _, h = encoder(ms.Tensor(rng.normal(size=(4, 8)).astype(np.float32)))
        meter.observe(h)
    print("batches observed", len(meter.peaks), "scale", round(meter.scale(), 5))
