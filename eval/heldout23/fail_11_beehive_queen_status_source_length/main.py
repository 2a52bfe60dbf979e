import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config as cfg
from data import hive_dataset
from sensors import export_csv


def build_net():
    n_in = len(cfg.BANDS) + len(cfg.CLIMATE)
    return nn.SequentialCell(nn.Dense(n_in, 16), nn.Tanh(), nn.Dense(16, len(cfg.STATUS)))


def main():
    ms.set_seed(cfg.SEED)
    csv_text = export_csv(np.random.default_rng(cfg.SEED))
    train_ds = hive_dataset(csv_text)
    net = build_net()
    opt = nn.SGD(net.trainable_params(), learning_rate=cfg.LEARNING_RATE)
    model = Model(net, nn.CrossEntropyLoss(), opt)
    model.train(cfg.EPOCHS, train_ds, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
    print("hive classifier trained on", train_ds.get_dataset_size(), "batches")


if __name__ == "__main__":
    main()
