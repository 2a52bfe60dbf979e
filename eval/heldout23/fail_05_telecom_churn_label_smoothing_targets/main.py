import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config as cfg
from data import churn_dataset
from losses import LabelSmoothingCE
from model import churn_mlp


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(cfg.SEED)
    train_ds = churn_dataset(cfg.SEED)
    net = churn_mlp()
    loss = LabelSmoothingCE(cfg.NUM_CLASSES, cfg.SMOOTHING)
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LEARNING_RATE)
    model = Model(net, loss, opt)
    model.train(cfg.EPOCHS, train_ds, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
    print("churn model trained")


if __name__ == "__main__":
    main()
