import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from model import stager
from pipeline import build_dataset


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    net = stager()
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=False, reduction="mean")
    opt = nn.Momentum(net.trainable_params(), learning_rate=config.LR, momentum=0.9)
    model = Model(net, loss_fn=loss, optimizer=opt)
    model.train(config.EPOCHS, build_dataset(config.SEED), callbacks=[LossMonitor()], dataset_sink_mode=False)
    print("staging model trained for", config.NUM_STAGES, "stages")


if __name__ == "__main__":
    main()
