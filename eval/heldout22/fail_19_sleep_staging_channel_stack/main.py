import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from recordings import load_night
from data import build_dataset
from model import SleepCNN


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ms.dataset.config.set_seed(config.SEED)
    signals, stages = load_night()
    train_ds = build_dataset(signals, stages)

    net = SleepCNN(len(config.CHANNELS), len(config.STAGES))
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LEARNING_RATE),
                  metrics={"acc"})
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
    print("night accuracy:", model.eval(build_dataset(signals, stages, shuffle=False), dataset_sink_mode=False))


if __name__ == "__main__":
    main()
