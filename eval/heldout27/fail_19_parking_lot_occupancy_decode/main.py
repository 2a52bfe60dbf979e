import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from gateway import fetch_space_crops
from pipeline import build_dataset


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    crops, occupied = fetch_space_crops(12, config.SEED)
    train_ds = build_dataset(crops, occupied)
    net = nn.SequentialCell([
        nn.Conv2d(3, 8, 3, pad_mode="same", has_bias=True), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
        nn.Flatten(), nn.Dense(8, 2),
    ])
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR))
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor()], dataset_sink_mode=False)
    print("occupancy model trained,", int(occupied.sum()), "of", len(occupied), "spaces occupied")


if __name__ == "__main__":
    main()
