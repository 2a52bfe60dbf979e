import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from data import build_dataset
from model import SecondaryStructureCNN


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)

    train_ds = build_dataset()
    net = SecondaryStructureCNN()
    loss_fn = nn.CrossEntropyLoss()
    optimizer = nn.Adam(net.trainable_params(), learning_rate=config.LEARNING_RATE)
    model = Model(net, loss_fn=loss_fn, optimizer=optimizer)
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(per_print_times=2)], dataset_sink_mode=False)
    print("finished training on", train_ds.get_dataset_size(), "batches")


if __name__ == "__main__":
    main()
