"""The same head with the prior in a Parameter updated with set_data."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class AdjustedHead(nn.Cell):
    def __init__(self, classes=3):
        super().__init__()
        self.fc = nn.Dense(4, classes, weight_init="zeros", bias_init="zeros")
        self.log_prior = ms.Parameter(ms.Tensor(np.zeros(classes, np.float32)), requires_grad=False)

    def construct(self, x):
        return self.fc(x) - self.log_prior


if __name__ == "__main__":
    head = AdjustedHead()
    x = ms.Tensor(np.ones((1, 4), np.float32))
    print("epoch 0", head(x).asnumpy().round(3).tolist())
    counts = np.array([50.0, 30.0, 20.0], np.float32)
    head.log_prior.set_data(ms.Tensor(np.log(counts / counts.sum())))
    print("epoch 1", head(x).asnumpy().round(3).tolist())
