import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from cohort import build_dataset
from model import MultiTaskICUNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)

    train_ds, in_dim = build_dataset(config.PRIMARY_TASK)
    net = MultiTaskICUNet(in_dim, config.PRIMARY_TASK)
    loss = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LEARNING_RATE)
    model = Model(net, loss_fn=loss, optimizer=opt, metrics={"acc"})
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
    print("train metrics:", model.eval(train_ds, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
