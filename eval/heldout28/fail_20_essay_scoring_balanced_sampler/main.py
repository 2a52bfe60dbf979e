import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import EssayFeatures, class_balanced_sampler, make_loader


def main():
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    essays = EssayFeatures(np.random.default_rng(config.SEED))
    train = make_loader(essays, sampler=class_balanced_sampler(essays.y))

    net = nn.SequentialCell([nn.Dense(len(config.FEATURES), 16), nn.ReLU(), nn.Dense(16, config.BANDS)])
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    model = Model(net, loss_fn=loss, optimizer=nn.Adam(net.trainable_params(), config.LR), metrics={"acc"})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(1)], dataset_sink_mode=False)
    print("band accuracy (balanced resample):", model.eval(train, dataset_sink_mode=False)["acc"])


if __name__ == "__main__":
    main()
