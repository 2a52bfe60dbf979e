import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from data import patch_loader
from model import MassDetector


def main():
    ms.set_seed(config.SEED)
    net = MassDetector()
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR),
                  metrics={"acc": nn.Accuracy(), "recall": nn.Recall()})
    model.train(config.EPOCHS, patch_loader(config.SEED), callbacks=[LossMonitor(3)])
    print("validation:", model.eval(patch_loader(config.SEED + 1, train=False)))


if __name__ == "__main__":
    main()
