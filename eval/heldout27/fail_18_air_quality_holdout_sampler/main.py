import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from data import build_datasets


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    ds.config.set_seed(config.SEED)
    train_ds, valid_ds = build_datasets(config.SEED)
    net = nn.SequentialCell([nn.Dense(len(config.FEATURES), 16), nn.ReLU(), nn.Dense(16, 1)])
    model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR), metrics={"mae"})
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(per_print_times=2)], dataset_sink_mode=False)
    print("validation:", model.eval(valid_ds, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
