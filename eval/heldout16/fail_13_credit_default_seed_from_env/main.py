import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from data import loaders
from utils import seed_everything


def build_net():
    return nn.SequentialCell([
        nn.Dense(len(config.FEATURES), config.HIDDEN), nn.ReLU(), nn.Dropout(p=0.1),
        nn.Dense(config.HIDDEN, 2),
    ])


def main():
    seed_everything(config.SEED)
    train, test = loaders()
    net = build_net()
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR),
                  metrics={"acc": nn.Accuracy(), "precision": nn.Precision()})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(5)])
    print("test:", model.eval(test))


if __name__ == "__main__":
    main()
