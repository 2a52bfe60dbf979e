import os
import random

import numpy as np
import mindspore as ms
from mindspore import nn

from data import FEATURES, jets
from model import JetTagger


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(0)
    random.seed(0)
    x, y = jets(160)
    net = JetTagger(len(FEATURES))
    loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
    train_step = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), learning_rate=3e-3))
    train_step.set_train()
    for step in range(8):
        sl = slice(16 * step, 16 * (step + 1))
        loss = train_step(ms.Tensor(x[sl]), ms.Tensor(y[sl]))
        print("step %d  loss %.4f" % (step, float(loss.asnumpy())))
    net.set_train(False)
    pred = net(ms.Tensor(x[128:])).asnumpy().argmax(axis=1)
    print("holdout accuracy: %.3f" % (pred == y[128:]).mean())


if __name__ == "__main__":
    main()
