"""Calibration for int8 export: a plain Python meter the cell holds is given each batch's hidden
activations in construct. Graph mode runs the meter's method once, while compiling: it records
nothing real and the scale falls back to the default."""
import numpy as np
import mindspore as ms
from mindspore import nn

from meters import PeakMeter


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.hidden = nn.Dense(8, 6, activation="relu")
        self.out = nn.Dense(6, 2)
        self.meter = PeakMeter()

    def construct(self, x):
        h = self.hidden(x)
        self.meter.observe(h)  # expect: MSD703
        return self.out(h)


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    encoder = Encoder()
    rng = np.random.default_rng(0)
    for _ in range(3):
        encoder(ms.Tensor(rng.normal(size=(4, 8)).astype(np.float32)))
    print("batches observed", len(encoder.meter.peaks), "scale", round(encoder.meter.scale(), 5))
