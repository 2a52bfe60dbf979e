import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from pipeline import build_pipeline
from model import SheetNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ms.dataset.config.set_seed(config.SEED)
    train_ds = build_pipeline(training=True)
    net = SheetNet(len(config.FAMILIES))
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LEARNING_RATE),
                  metrics={"acc"})
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
    print("eval:", model.eval(build_pipeline(training=False), dataset_sink_mode=False))


if __name__ == "__main__":
    main()
