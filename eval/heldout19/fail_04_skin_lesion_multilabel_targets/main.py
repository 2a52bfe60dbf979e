import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

from data import FINDINGS, build_dataset
from model import DermoscopyNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    train_ds = build_dataset()
    net = DermoscopyNet(len(FINDINGS))
    loss_fn = nn.BCEWithLogitsLoss()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
    model = Model(net, loss_fn=loss_fn, optimizer=opt)
    model.train(2, train_ds, callbacks=[LossMonitor(3)], dataset_sink_mode=False)
    print("done")


if __name__ == "__main__":
    main()
