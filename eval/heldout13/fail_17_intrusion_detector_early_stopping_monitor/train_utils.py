from mindspore import nn
from mindspore.train import EarlyStopping, LossMonitor, Model

import config


def build_model(net):
    loss_fn = nn.CrossEntropyLoss(weight=None)
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR, weight_decay=1e-4)
    metrics = {
        "accuracy": nn.Accuracy(),
        "recall": nn.Recall("classification"),
    }
    return Model(net, loss_fn, opt, metrics=metrics)


def build_callbacks():
    stopper = EarlyStopping(monitor="recall", mode="max", patience=config.PATIENCE, verbose=True)  # ROOT
    return [LossMonitor(10), stopper]
