import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config as cfg
from cohort import gait_cohort
from data import patient_split, gait_dataset


def main():
    ms.set_seed(cfg.SEED)
    ms.dataset.config.set_seed(cfg.SEED)
    rng = np.random.default_rng(cfg.SEED)
    ids, x, y = gait_cohort(rng)
    train_ids, val_ids = patient_split(ids, rng)
    train_ds = gait_dataset(x, y, train_ids, shuffle=True)
    val_ds = gait_dataset(x, y, val_ids, shuffle=False)

    net = nn.SequentialCell(nn.Dense(len(cfg.GAIT_FEATURES), 16), nn.ReLU(), nn.Dense(16, 2))
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LEARNING_RATE)
    model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"accuracy"})
    model.train(cfg.EPOCHS, train_ds, callbacks=[LossMonitor(1)], dataset_sink_mode=False)
    print("validation:", model.eval(val_ds, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
