import numpy as np
import mindspore as ms
from mindspore import nn

from config import ForecastConfig
from model import MLPForecaster


def make_windows(cfg, n, seed=0):
    rng = np.random.default_rng(seed)
    total = cfg.window + cfg.horizon
    base = np.cumsum(rng.standard_normal((n, total, cfg.channels)), axis=1).astype(np.float32)
    return base[:, :cfg.window], base[:, cfg.window:]


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    cfg = ForecastConfig()
    x, y = make_windows(cfg, 32)
    net = MLPForecaster(cfg)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.L1Loss()), nn.Adam(net.trainable_params(), 1e-3))
    train.set_train()
    for step in range(3):
        print(f"step {step} mae {float(train(ms.Tensor(x), ms.Tensor(y))):.4f}")


if __name__ == "__main__":
    main()
