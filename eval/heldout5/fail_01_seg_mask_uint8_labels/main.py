import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mindspore as ms
from mindspore import nn

import config
from data import batches
from model import TinySegNet

ms.set_context(mode=ms.GRAPH_MODE)


class SegWithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.loss = nn.CrossEntropyLoss()

    def construct(self, images, masks):
        logits = self.net(images)
        return self.loss(logits, masks)


def main():
    net = TinySegNet(config.NUM_CLASSES, config.BASE_CHANNELS)
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    step = nn.TrainOneStepCell(SegWithLoss(net), opt)
    step.set_train()
    for i, (images, masks) in enumerate(batches(2)):
        loss = step(ms.Tensor(images), ms.Tensor(masks))
        print(f"step {i} loss {float(loss.asnumpy()):.4f}")


if __name__ == "__main__":
    main()
