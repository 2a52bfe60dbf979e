import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from pipeline import tile_pipeline
from tiles import export_tiles


def main():
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    tiles, labels = export_tiles(np.random.default_rng(config.SEED))
    train, n_bands = tile_pipeline(tiles, labels)
    net = nn.SequentialCell([
        nn.Conv2d(n_bands, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
        nn.Conv2d(16, 16, 3, pad_mode="same"), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
        nn.Flatten(), nn.Dense(16, len(config.CLASSES)),
    ])
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    model = Model(net, loss_fn=loss, optimizer=nn.Adam(net.trainable_params(), config.LR), metrics={"acc"})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(1)], dataset_sink_mode=False)
    print("stress-class accuracy:", model.eval(train, dataset_sink_mode=False)["acc"])


if __name__ == "__main__":
    main()
