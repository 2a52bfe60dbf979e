"""An anomaly scorer with its calibration factor in a Parameter from the start (1.0 until it is
calibrated), set with `set_data`: the compiled graph reads it at every call."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class AnomalyScorer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.score = nn.Dense(4, 1, weight_init="ones", bias_init="zeros")
        self.calibration = ms.Parameter(ms.Tensor(np.array([1.0], np.float32)), requires_grad=False)

    def construct(self, x):
        return self.score(x) * self.calibration


if __name__ == "__main__":
    scorer = AnomalyScorer()
    x = ms.Tensor(np.ones((1, 4), np.float32))
    print("raw       ", scorer(x).asnumpy().tolist())
    scorer.calibration.set_data(ms.Tensor(np.array([0.5], np.float32)))
    print("calibrated", scorer(x).asnumpy().tolist())
