import random

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from model import StochasticDepthNet

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    random.seed(0)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    x = Tensor(rng.standard_normal((4, 3, 8, 8)).astype(np.float32))
    y = Tensor(np.array([0, 1, 2, 0], np.int32))
    net = StochasticDepthNet()
    train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                    nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9))
    train_net.set_train()
    for step in range(5):
        loss = train_net(x, y)
        print(f"step {step} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
