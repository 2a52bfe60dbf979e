import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

from data import lagged_dataset, weekly_sales
from settings import SETTINGS_TEXT, parse_settings


def main():
    ms.set_seed(12)
    ms.dataset.config.set_seed(12)
    cfg = parse_settings(SETTINGS_TEXT)
    lag = cfg["lag_weeks"]
    net = nn.SequentialCell(nn.Dense(lag, 16, activation="relu"), nn.Dense(16, 1))
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg["learning_rate"])
    model = Model(net, nn.MSELoss(), opt, metrics={"mae"})

    sales = weekly_sales(cfg["stores"], cfg["weeks"])
    train = lagged_dataset(sales, lag, cfg["batch_size"])
    model.train(cfg["epochs"], train, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
    print("train mae (hundreds of units):", np.round(model.eval(train, dataset_sink_mode=False)["mae"], 4))


if __name__ == "__main__":
    main()
