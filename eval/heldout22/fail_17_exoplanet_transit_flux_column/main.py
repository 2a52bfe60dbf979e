import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from data import build_dataset
from model import TransitCNN


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ms.dataset.config.set_seed(config.SEED)
    net = TransitCNN()
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LEARNING_RATE),
                  metrics={"acc"})
    model.train(config.EPOCHS, build_dataset(), callbacks=[LossMonitor(2)], dataset_sink_mode=False)
    print("eval:", model.eval(build_dataset(shuffle=False), dataset_sink_mode=False))


if __name__ == "__main__":
    main()
