import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from model import LSTMRegressor
from monitor import GradMonitor

ms.set_context(mode=ms.GRAPH_MODE)


def windows(n, length, horizon, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(length + horizon)[None, :] + rng.integers(0, 50, size=(n, 1))
    s = np.sin(t / 5.0) + 0.05 * rng.standard_normal(t.shape)
    return s[:, :length, None].astype(np.float32), s[:, length:].astype(np.float32)


def main():
    ms.set_seed(0)
    x, y = windows(8, 16, 2)
    net = LSTMRegressor(1, 16, 2)
    monitor = GradMonitor()
    monitor.attach([("proj", net.proj), ("head", net.head)])
    train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.Adam(net.trainable_params(), learning_rate=5e-3))
    train_net.set_train()
    for step in range(3):
        loss = train_net(Tensor(x), Tensor(y))
        print(f"step {step} mse {loss.asnumpy():.4f}")
    print("grad monitor:", monitor.summary())


if __name__ == "__main__":
    main()
