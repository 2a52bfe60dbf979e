import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from data import build_dataset
from schedule import build_schedule


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    train_ds = build_dataset(config.SEED)
    total_steps = config.EPOCHS * train_ds.get_dataset_size()
    net = nn.SequentialCell([nn.Dense(len(config.FEATURES), 32), nn.ReLU(), nn.Dense(32, 1)])
    lr = build_schedule(config.BASE_LR, config.WARMUP_FRACTION, total_steps)
    opt = nn.Adam(net.trainable_params(), learning_rate=lr)
    model = Model(net, loss_fn=nn.MSELoss(), optimizer=opt)
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(per_print_times=3)], dataset_sink_mode=False)
    print("total steps", total_steps)


if __name__ == "__main__":
    main()
