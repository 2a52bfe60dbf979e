import glob
import os

import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config as C
from data import emg_windows
from model import GestureNet


def train_and_save():
    x, y = emg_windows(64)
    train_ds = ds.NumpySlicesDataset({"emg": x, "gesture": y}, shuffle=True).batch(C.BATCH_SIZE)
    net = GestureNet()
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=3e-3))
    model.train(C.EPOCHS, train_ds, callbacks=[LossMonitor(4)])
    ms.save_checkpoint(net, C.CKPT_PATH)


def load_for_inference():
    net = GestureNet()
    ms.load_param_into_net(net, ms.load_checkpoint(C.CKPT_PATH))
    net.set_train(False)
    return net


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(19)
    try:
        train_and_save()
        net = load_for_inference()
        x, y = emg_windows(16, seed=20)
        pred = net(ms.Tensor(x)).asnumpy().argmax(axis=1)
        print("on-device accuracy: %.3f" % float((pred == y).mean()))
    finally:
        for f in glob.glob(os.path.splitext(C.CKPT_PATH)[0] + "*"):
            os.remove(f)


if __name__ == "__main__":
    main()
