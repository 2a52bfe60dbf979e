import numpy as np
import mindspore as ms
from mindspore import nn

from cnn import SmallCifarNet
from monitor import DeadUnitMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 3, 16, 16)).astype(np.float32)
    y = rng.integers(0, 10, size=32).astype(np.int32)
    net = SmallCifarNet()
    monitor = DeadUnitMonitor().attach(net)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.Momentum(net.trainable_params(), 0.1, 0.9))
    train.set_train()
    for epoch in range(2):
        for s in range(0, 32, 8):
            loss = train(ms.Tensor(x[s:s + 8]), ms.Tensor(y[s:s + 8]))
        print(f"epoch {epoch} dead units -> {monitor.report()}")
        monitor.reset()


if __name__ == "__main__":
    main()
