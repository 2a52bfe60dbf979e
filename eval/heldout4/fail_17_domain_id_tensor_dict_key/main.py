import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mindspore as ms
from mindspore import nn

from data import domain_batches
from model import MultiDomainSentiment, DomainLoss

DIM, HIDDEN, BATCH = 10, 16, 8


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = MultiDomainSentiment(DIM, HIDDEN)
    train = nn.TrainOneStepCell(DomainLoss(net), nn.SGD(net.trainable_params(), learning_rate=0.1))
    train.set_train()
    for name, (x, y, domain) in domain_batches(BATCH, DIM):
        loss = train(x, y, domain)
        print(f"{name:12s} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
