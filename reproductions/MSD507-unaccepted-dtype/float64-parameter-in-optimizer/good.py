"""Regressor with a learned output temperature initialised from a NumPy computation. NumPy
gives float64, so the Parameter is float64 and Adam rejects its gradient when the training
step is compiled; the line to change is the Parameter's creation."""
import numpy as np
import mindspore as ms
from mindspore import nn, Parameter, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class TemperedRegressor(nn.Cell):
    def __init__(self, features=4, temperature=2.0):
        super().__init__()
        self.fc = nn.Dense(features, 1)
        self.log_t = Parameter(Tensor(np.log([temperature]), ms.float32), name="log_t")

    def construct(self, x):
        return self.fc(x) / self.log_t.exp().astype(ms.float32)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    net = TemperedRegressor()
    loss = nn.WithLossCell(net, nn.MSELoss())
    step = nn.TrainOneStepCell(loss, nn.Adam(net.trainable_params(), learning_rate=1e-3))
    x = ms.Tensor(rng.standard_normal((3, 4)), ms.float32)
    y = ms.Tensor(rng.standard_normal((3, 1)), ms.float32)
    print(step(x, y))
