import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor


class GasDeviation(nn.Cell):
    def __init__(self, reference_ppm):
        super().__init__()
        self.log_ref = Tensor(np.log1p(np.asarray(reference_ppm, np.float32)))

    def construct(self, ppm):
        return ops.square(ops.log1p(ppm) - self.log_ref).mean(axis=1)


class RunningBaseline(nn.Cell):
    """Cumulative mean of the daily deviation, used as the unit's own normal level."""

    def __init__(self):
        super().__init__()
        self.baseline = Parameter(Tensor(0.0, ms.float32), name="baseline", requires_grad=False)
        self.counts = {"days": 0}

    def construct(self, scores):
        self.counts["days"] += 1  # ROOT
        weight = 1.0 / self.counts["days"]
        ops.assign(self.baseline, self.baseline + weight * (scores.mean() - self.baseline))
        return self.baseline


class DgaMonitor(nn.Cell):
    def __init__(self, reference_ppm):
        super().__init__()
        self.deviation = GasDeviation(reference_ppm)
        self.running = RunningBaseline()

    def construct(self, ppm):
        scores = self.deviation(ppm)
        baseline = self.running(scores)
        return scores.mean(), baseline
