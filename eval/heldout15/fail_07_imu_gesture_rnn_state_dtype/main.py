"""Wrist-worn IMU gesture recogniser with an IndRNN, trained with Model.train."""
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from cells import GestureNet
from data import gesture_dataset


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(2)
    train_ds = gesture_dataset()
    net = GestureNet(config.CHANNELS, config.HIDDEN, config.NUM_GESTURES, config.STEPS, config.STATE_DTYPE)
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.RMSProp(net.trainable_params(), learning_rate=config.LR)
    model = Model(net, loss, opt, metrics={"acc"})
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(4)])
    print("accuracy:", model.eval(train_ds))


if __name__ == "__main__":
    main()
