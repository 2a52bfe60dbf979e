import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from data import build_dataset
from model import IrrigationRegressor, WeightedMSE


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    net = IrrigationRegressor()
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    model = Model(WeightedMSE(net), optimizer=opt)
    train_ds = build_dataset(config.SEED)
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(per_print_times=2)], dataset_sink_mode=False)
    print("trained on", train_ds.get_dataset_size(), "batches")


if __name__ == "__main__":
    main()
