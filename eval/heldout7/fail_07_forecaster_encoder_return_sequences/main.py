import mindspore as ms
from mindspore import nn, Tensor

from config import ForecastConfig
from data import make_series, split_windows
from model import Forecaster

ms.set_context(mode=ms.GRAPH_MODE)


class ForecastLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.mse = nn.MSELoss()

    def construct(self, history, static, target):
        return self.mse(self.net(history, static), target)


def main():
    cfg = ForecastConfig()
    series, static = make_series(cfg.n_series, cfg.window + cfg.horizon, cfg.n_features, cfg.n_static)
    x, y = split_windows(series, cfg.window, cfg.horizon)
    net = Forecaster(cfg)
    train_net = nn.TrainOneStepCell(ForecastLoss(net), nn.AdamWeightDecay(net.trainable_params(), learning_rate=cfg.lr))
    train_net.set_train()
    for epoch in range(cfg.epochs):
        total = 0.0
        for i in range(0, cfg.n_series, cfg.batch_size):
            sl = slice(i, i + cfg.batch_size)
            total += float(train_net(Tensor(x[sl]), Tensor(static[sl]), Tensor(y[sl])).asnumpy())
        print(f"epoch {epoch} mse {total:.4f}")


if __name__ == "__main__":
    main()
