"""Binary classifier with BCELoss and integer 0/1 labels (int64)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class NetWithLoss(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(10, 1)
        self.loss = nn.BCELoss(reduction="mean")

    def construct(self, x, y):
        prob = ops.sigmoid(self.fc(x)).squeeze(-1)
        return self.loss(prob, y)


if __name__ == "__main__":
    np.random.seed(0)
    x = ms.Tensor(np.random.randn(8, 10).astype(np.float32))
    y = ms.Tensor(np.array([0, 1, 1, 0, 1, 0, 0, 1]))  # expect: MSD502
    print(NetWithLoss()(x, y).shape)
