import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import protein_dataset
from model import LocalizationCNN


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    train = protein_dataset(np.random.default_rng(config.SEED))

    net = LocalizationCNN(len(config.AMINO_ACIDS) + 1, len(config.LOCATIONS))
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    model = Model(net, loss_fn=loss, optimizer=nn.Adam(net.trainable_params(), config.LR), metrics={"acc"})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(1)], dataset_sink_mode=False)
    print("localisation accuracy:", model.eval(train, dataset_sink_mode=False)["acc"])


if __name__ == "__main__":
    main()
