import mindspore as ms
import numpy as np
from mindspore import nn

from model import TinyMLP
from monitor import ActivationMonitor


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    x = ms.Tensor(rng.normal(size=(5, 6)).astype(np.float32))
    y = ms.Tensor(rng.integers(0, 2, size=(5,)).astype(np.int32))
    net = TinyMLP()
    monitor = ActivationMonitor()
    monitor.watch(net.fc1)
    opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
    for _ in range(2):
        step(x, y)
    print(monitor.summary())


if __name__ == "__main__":
    main()
