import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
import data
from model import CancellationNet


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    train_ds = data.build_loaders(config.SEED)  # ROOT
    net = CancellationNet()
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR),
                  metrics={"accuracy"})
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(per_print_times=2)], dataset_sink_mode=False)
    print("trained; evaluation is run by the nightly job")


if __name__ == "__main__":
    main()
