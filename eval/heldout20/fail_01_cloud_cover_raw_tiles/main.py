import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config as cfg
from data import build_dataset
from model import CloudNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(cfg.SEED)
    np.random.seed(cfg.SEED)
    train_ds = build_dataset(cfg.BATCH_SIZE)
    net = CloudNet(cfg.BANDS, cfg.NUM_CLASSES)
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LR)
    model = Model(net, loss_fn=loss, optimizer=opt, metrics={"acc"})
    model.train(cfg.EPOCHS, train_ds, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
    print("eval:", model.eval(build_dataset(cfg.BATCH_SIZE), dataset_sink_mode=False))


if __name__ == "__main__":
    main()
