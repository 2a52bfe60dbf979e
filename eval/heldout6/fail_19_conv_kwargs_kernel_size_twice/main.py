import mindspore as ms
import numpy as np
from mindspore import nn

from config import BackboneConfig
from layers import DigitNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    cfg = BackboneConfig()
    net = DigitNet(cfg)
    rng = np.random.default_rng(0)
    x = ms.Tensor(rng.uniform(size=(2, 1, 8, 8)).astype(np.float32))
    y = ms.Tensor(np.array([3, 7], np.int32))
    opt = nn.Momentum(net.trainable_params(), 0.01, 0.9)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
    print("loss", step(x, y).asnumpy())


if __name__ == "__main__":
    main()
