import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from model import TextClassifier


def toy_batch(rng, batch=4, seq=12, vocab=100):
    ids = rng.integers(1, vocab, size=(batch, seq)).astype(np.int32)
    for i in range(batch):
        ids[i, rng.integers(4, seq):] = 0
    return Tensor(ids), Tensor(rng.integers(0, 3, size=batch).astype(np.int32))


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    net = TextClassifier(vocab=100, dim=32, heads=4, depth=2, num_classes=3)
    opt = nn.Adam(net.trainable_params(), learning_rate=5e-4)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
    for step in range(2):
        ids, labels = toy_batch(rng)
        print("step", step, "loss", train(ids, labels))


if __name__ == "__main__":
    main()
