import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mindspore as ms
from mindspore import nn

from data import NUM_CATEGORIES, load_batch
from model import WideAndDeep

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


class LossNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.loss = nn.BCEWithLogitsLoss()

    def construct(self, cats, numeric, labels):
        return self.loss(self.net(cats, numeric), labels)


def main():
    net = WideAndDeep(NUM_CATEGORIES)
    opt = nn.Adam(net.trainable_params(), 1e-2)
    step_cell = nn.TrainOneStepCell(LossNet(net), opt)
    for step in range(2):
        cats, numeric, labels = load_batch(4, seed=step)
        print(step, step_cell(cats, numeric, labels))


if __name__ == "__main__":
    main()
