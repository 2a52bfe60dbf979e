import mindspore as ms
import numpy as np
from mindspore import nn

import config
from model import build_model


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    x = ms.Tensor(rng.normal(size=(2, 3, config.IMAGE_SIZE, config.IMAGE_SIZE)).astype(np.float32))
    y = ms.Tensor(np.array([1, 3], dtype=np.int32))
    net = build_model()
    opt = nn.SGD(net.trainable_params(), learning_rate=0.01)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
    print("loss:", train(x, y).asnumpy())


if __name__ == "__main__":
    main()
