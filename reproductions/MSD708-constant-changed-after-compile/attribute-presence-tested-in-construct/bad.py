"""An anomaly scorer switches to a calibrated score once a calibration table is attached:
construct tests `hasattr(self, "calibration")`. Graph mode answers the test once, while
compiling, before the table exists; attaching it later changes nothing, silently."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class AnomalyScorer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.score = nn.Dense(4, 1, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        raw = self.score(x)
        if hasattr(self, "calibration"):  # expect: MSD708
            return raw * self.calibration
        return raw


if __name__ == "__main__":
    scorer = AnomalyScorer()
    x = ms.Tensor(np.ones((1, 4), np.float32))
    print("raw       ", scorer(x).asnumpy().tolist())
    scorer.calibration = ms.Tensor(np.array([0.5], np.float32))
    print("calibrated", scorer(x).asnumpy().tolist())
