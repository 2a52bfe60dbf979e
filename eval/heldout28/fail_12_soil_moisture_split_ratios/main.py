import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import probe_records, standardise, split_records


def main():
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    x, y = probe_records(np.random.default_rng(config.SEED))
    train, val, test = split_records(standardise(x), y)

    net = nn.SequentialCell([nn.Dense(len(config.COVARIATES), 32), nn.Tanh(), nn.Dense(32, 1)])
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    model = Model(net, loss_fn=nn.MSELoss(), optimizer=opt, metrics={"mae"})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
    print("val MAE:", model.eval(val, dataset_sink_mode=False)["mae"])
    print("test MAE:", model.eval(test, dataset_sink_mode=False)["mae"])


if __name__ == "__main__":
    main()
