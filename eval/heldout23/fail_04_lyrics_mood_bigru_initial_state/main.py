import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config as cfg
from data import lyrics_dataset
from model import LyricsMoodNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(cfg.SEED)
    train_ds, vocab_size = lyrics_dataset(cfg.SEED)
    net = LyricsMoodNet(vocab_size)
    loss = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LEARNING_RATE)
    model = Model(net, loss, opt, metrics={"acc"})
    model.train(cfg.EPOCHS, train_ds, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
    print(model.eval(train_ds, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
