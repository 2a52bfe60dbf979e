import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mindspore as ms
from mindspore import nn, Tensor

from data import long_tail_dataset, class_counts
from model import Classifier

DIM, HIDDEN, NUM_CLASSES, BATCH = 8, 16, 5, 16


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    feats, labels = long_tail_dataset(64, DIM, NUM_CLASSES)
    net = Classifier(DIM, HIDDEN, class_counts(labels, NUM_CLASSES))
    loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
    train = nn.TrainOneStepCell(loss_net, nn.SGD(net.trainable_params(), learning_rate=0.05))
    train.set_train()
    for epoch in range(2):
        total = 0.0
        for i in range(0, len(feats), BATCH):
            total += float(train(Tensor(feats[i:i + BATCH]), Tensor(labels[i:i + BATCH])).asnumpy())
        print(f"epoch {epoch} mean loss {total / (len(feats) // BATCH):.4f}")


if __name__ == "__main__":
    main()
