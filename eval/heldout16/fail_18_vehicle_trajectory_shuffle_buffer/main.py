import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from data import trajectory_dataset


def build_predictor():
    return nn.SequentialCell([
        nn.Dense(2 * config.HISTORY, config.HIDDEN), nn.GELU(),
        nn.Dense(config.HIDDEN, config.HIDDEN), nn.GELU(),
        nn.Dense(config.HIDDEN, 2 * config.HORIZON),
    ])


def main():
    ms.set_seed(config.SEED)
    data = trajectory_dataset()
    net = build_predictor()
    model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR),
                  metrics={"mae": nn.MAE()})
    model.train(config.EPOCHS, data, callbacks=[LossMonitor(10)])
    print("final displacement mae:", model.eval(data)["mae"])


if __name__ == "__main__":
    main()
