import numpy as np
import mindspore as ms
from mindspore import nn

from model import TinyTFT

T, F, S, H = 30, 5, 3, 7


def make_data(rng, n):
    static = rng.standard_normal((n, S)).astype(np.float32)
    trend = static[:, :1, None] * np.linspace(0, 1, T + H)[None, None, :]
    series = (trend + 0.1 * rng.standard_normal((n, F, T + H))).astype(np.float32)
    x = series[:, :, :T].transpose(0, 2, 1).copy()
    y = series[:, 0, T:].copy()
    return x, static, y


class ForecastLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.loss = nn.MSELoss()

    def construct(self, x, static, y):
        return self.loss(self.net(x, static), y)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    net = TinyTFT(F, S, 16, H)
    train = nn.TrainOneStepCell(ForecastLoss(net), nn.Adam(net.trainable_params(), 1e-3))
    train.set_train()
    for step in range(3):
        x, static, y = make_data(rng, 16)
        print(f"step {step} mse {float(train(ms.Tensor(x), ms.Tensor(static), ms.Tensor(y))):.4f}")


if __name__ == "__main__":
    main()
