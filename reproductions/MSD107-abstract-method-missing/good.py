"""A mean-absolute-error metric ported from PyTorch's torchmetrics computes its value in
`compute()`. MindSpore's `nn.Metric` calls `eval()`, declared abstract, so the class cannot be
built: the error shows the helper that builds the metrics. The line to change is the method's
name in the class."""
import numpy as np
import mindspore as ms
from mindspore import nn


class MeanAbsoluteError(nn.Metric):
    def __init__(self):
        super().__init__()
        self.clear()

    def clear(self):
        self.total, self.count = 0.0, 0

    def update(self, *inputs):
        predicted, target = (self._convert_data(x) for x in inputs)
        self.total += float(np.abs(predicted - target).sum())
        self.count += target.size

    def eval(self):
        return self.total / max(self.count, 1)


def build_metrics():
    return {"mae": MeanAbsoluteError()}


if __name__ == "__main__":
    metric = build_metrics()["mae"]
    metric.update(ms.Tensor(np.ones(4, np.float32)), ms.Tensor(np.zeros(4, np.float32)))
    print(metric.eval())
