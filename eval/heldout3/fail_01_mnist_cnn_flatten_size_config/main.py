import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mindspore as ms
from mindspore import nn

import config
from data import synthetic_digits
from model import ConvNet

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    net = ConvNet(config.IN_CHANNELS, config.WIDTHS, config.NUM_CLASSES)
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Momentum(net.trainable_params(), config.LR, 0.9)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    train.set_train()
    for step in range(config.STEPS):
        x, y = synthetic_digits(config.BATCH_SIZE, seed=step)
        loss = train(x, y)
        print(f"step {step} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
