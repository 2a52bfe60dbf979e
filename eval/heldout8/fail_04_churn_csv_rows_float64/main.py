import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mindspore as ms
from mindspore import nn, Tensor


from data import FEATURES, Standardizer, load_table
from model import ChurnClassifier


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    features, labels = load_table()
    scaler = Standardizer().fit(features)
    x = scaler.transform(features)
    net = ChurnClassifier(len(FEATURES))
    loss = nn.CrossEntropyLoss()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
    train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss), opt)
    train_net.set_train()
    for epoch in range(2):
        for start in range(0, len(x), 4):
            xb = Tensor(x[start : start + 4])
            yb = Tensor(labels[start : start + 4])
            print(f"epoch {epoch} batch {start // 4} loss {train_net(xb, yb).asnumpy():.4f}")


if __name__ == "__main__":
    main()
