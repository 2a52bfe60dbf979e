import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor, MAE

import config
from readings import probe_dataset
from schedule import decayed_lr


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    train_ds = probe_dataset()
    steps_per_epoch = train_ds.get_dataset_size() // config.BATCH_SIZE  # ROOT
    lr = decayed_lr(steps_per_epoch)
    in_dim = len(config.PROBE_DEPTHS) + len(config.WEATHER)
    net = nn.SequentialCell(nn.Dense(in_dim, 32), nn.Tanh(), nn.Dense(32, 1))
    model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), learning_rate=lr), metrics={"mae": MAE()})
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(steps_per_epoch)])
    print("MAE (m3/m3):", model.eval(train_ds)["mae"])


if __name__ == "__main__":
    main()
