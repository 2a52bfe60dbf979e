import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from data import build_dataset
from model import GaitNet, MultiTaskLoss
from utils import task_spec


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    net = GaitNet(task_spec())
    train_net = MultiTaskLoss(net)
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    model = Model(train_net, optimizer=opt)
    model.train(config.EPOCHS, build_dataset(config.SEED), callbacks=[LossMonitor()], dataset_sink_mode=False)
    print("gait model trained")


if __name__ == "__main__":
    main()
