import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from scada import simulate_scada, sharded_dataset
from utils import log


def power_curve_net(in_dim):
    return nn.SequentialCell([nn.Dense(in_dim, 32), nn.SiLU(), nn.Dense(32, 32), nn.SiLU(), nn.Dense(32, 1)])


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    x, y = simulate_scada(config.SEED)
    log(f"{len(y)} SCADA records")
    train = sharded_dataset(x, y)
    net = power_curve_net(len(config.FEATURES))
    model = Model(net, nn.SmoothL1Loss(beta=0.05), nn.Adam(net.trainable_params(), learning_rate=config.LR))
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(25)], dataset_sink_mode=False)
    log("done")


if __name__ == "__main__":
    main()
