import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from data import build_dataset
from model import SubstationTCN


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    net = SubstationTCN()
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=config.LR, weight_decay=1e-4)
    model = Model(net, loss_fn=nn.L1Loss(), optimizer=opt)
    model.train(config.EPOCHS, build_dataset(config.SEED), callbacks=[LossMonitor()], dataset_sink_mode=False)
    print("substation forecaster trained")


if __name__ == "__main__":
    main()
