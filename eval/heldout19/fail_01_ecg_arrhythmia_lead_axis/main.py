import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from data import build_dataset
from model import ArrhythmiaCNN


def main():
    ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
    ms.set_seed(config.SEED)
    train_ds = build_dataset()
    net = ArrhythmiaCNN(config.NUM_LEADS, config.NUM_CLASSES)
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    model = Model(net, loss_fn=loss_fn, optimizer=opt, metrics={"accuracy"})
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
    print("eval:", model.eval(train_ds, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
