import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import review_dataset
from model import ReviewCNN
from optim import build_optimizer


def main():
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    train = review_dataset(np.random.default_rng(config.SEED))
    net = ReviewCNN(config.VOCAB, config.EMBED, config.FILTERS, config.N_CLASSES)
    opt = build_optimizer(net)
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    model = Model(net, loss_fn=loss, optimizer=opt, metrics={"acc"})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(1)], dataset_sink_mode=False)
    print("sentiment accuracy:", model.eval(train, dataset_sink_mode=False)["acc"])


if __name__ == "__main__":
    main()
