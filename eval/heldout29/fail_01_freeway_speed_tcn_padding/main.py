import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import speed_dataset
from tcn import SpeedTCN


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    train = speed_dataset(np.random.default_rng(config.SEED))

    net = SpeedTCN(config.DETECTORS, config.CHANNELS, config.KERNEL, config.DILATIONS)
    model = Model(net, loss_fn=nn.HuberLoss(), optimizer=nn.Adam(net.trainable_params(), config.LR),
                  metrics={"mae"})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
    print("speed MAE (normalised):", model.eval(train, dataset_sink_mode=False)["mae"])


if __name__ == "__main__":
    main()
