import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor, MAE

import config
from buildings import make_splits


def build_regressor():
    return nn.SequentialCell(nn.Dense(len(config.FEATURES), 32), nn.ReLU(), nn.Dense(32, 16), nn.ReLU(),
                             nn.Dense(16, 1))


def main():
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    train, val, test = make_splits()
    net = build_regressor()
    model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR),
                  metrics={"mae": MAE()})
    model.fit(config.EPOCHS, train, valid_dataset=val, callbacks=[LossMonitor(5)])
    print("test MAE (x100 kWh/m2):", model.eval(test)["mae"])


if __name__ == "__main__":
    main()
