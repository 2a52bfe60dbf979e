import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from data import build_dataset
from model import SleepStager


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    net = SleepStager()
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    model = Model(net, loss_fn=nn.CrossEntropyLoss(), optimizer=opt)
    model.train(config.EPOCHS, build_dataset(config.SEED), callbacks=[LossMonitor(per_print_times=2)],
                dataset_sink_mode=False)
    print("sleep stager trained")


if __name__ == "__main__":
    main()
