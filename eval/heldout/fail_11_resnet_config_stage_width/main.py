import numpy as np
import mindspore as ms
from mindspore import nn

import config as C
from model import ResNetTiny


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    net = ResNetTiny()
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.Momentum(net.trainable_params(), C.LR, 0.9)
    train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    train_net.set_train()
    for step in range(2):
        x = ms.Tensor(np.random.randn(C.BATCH_SIZE, C.IN_CHANNELS, C.IMAGE_SIZE, C.IMAGE_SIZE).astype(np.float32))
        y = ms.Tensor(np.random.randint(0, C.NUM_CLASSES, (C.BATCH_SIZE,)).astype(np.int32))
        print(step, train_net(x, y))


if __name__ == "__main__":
    main()
