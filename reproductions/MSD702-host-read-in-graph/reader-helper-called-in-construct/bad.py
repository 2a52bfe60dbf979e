"""An anomaly detector flags readings above a threshold that a calibration job writes to a JSON
file. The detector reads the file through a small helper called in construct: graph mode calls
the helper once, while compiling, and later thresholds never reach the graph. The line to change
is the call in construct."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from threshold_store import current_threshold, write_threshold

ms.set_context(mode=ms.GRAPH_MODE)


class Detector(nn.Cell):
    def __init__(self):
        super().__init__()
        self.score = nn.Dense(4, 1)

    def construct(self, x):
        limit = current_threshold()  # expect: MSD702
        return (ops.sigmoid(self.score(x)) > limit).astype(ms.int32)


if __name__ == "__main__":
    detector = Detector()
    x = ms.Tensor(np.random.default_rng(0).standard_normal((6, 4)), ms.float32)
    for value in (0.9, 0.1):
        write_threshold(value)
        print(value, detector(x).asnumpy().ravel())
