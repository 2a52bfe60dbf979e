import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import make_loader, synthetic_pm25
from model import MLPForecaster

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    series = synthetic_pm25()
    split = int(0.8 * len(series))
    train_ds = make_loader(series[:split], shuffle=True)
    val_ds = make_loader(series[split:], shuffle=False)
    net = MLPForecaster(config.WINDOW, config.HORIZON, config.STATIONS, config.HIDDEN)
    model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), 1e-3), metrics={"mae"})
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
    print("validation:", model.eval(val_ds, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
