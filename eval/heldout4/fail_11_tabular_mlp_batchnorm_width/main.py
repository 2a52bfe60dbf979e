import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mindspore as ms
from mindspore import nn, Tensor

from data import make_tabular, standardize
from model import FunnelMLP

NUM_FEATURES, HIDDEN, DEPTH, CLASSES, BATCH = 12, 64, 3, 3, 16


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    x, y = make_tabular(64, NUM_FEATURES, CLASSES)
    x = standardize(x)
    net = FunnelMLP(NUM_FEATURES, HIDDEN, DEPTH, CLASSES)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.Adam(net.trainable_params(), 1e-3))
    train.set_train()
    for epoch in range(2):
        for i in range(0, len(x), BATCH):
            loss = train(Tensor(x[i:i + BATCH]), Tensor(y[i:i + BATCH]))
        print("epoch", epoch, "loss", loss)


if __name__ == "__main__":
    main()
