import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mindspore as ms
from mindspore import nn

from model import BowClassifier
from text import VOCAB, bag_of_words, labels

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

DOCS = ["good movie great actor", "awful plot boring movie", "great plot", "bad actor bad movie"]
LABELS = [1, 0, 1, 0]


def main():
    net = BowClassifier(len(VOCAB))
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 1e-2))
    x, y = bag_of_words(DOCS), labels(LABELS)
    for epoch in range(2):
        print(epoch, train(x, y))


if __name__ == "__main__":
    main()
