import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model

import config
from callbacks import build_callbacks
from data import build_dataset
from model import ForkliftEventNet


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    net = ForkliftEventNet()
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    model = Model(net, loss_fn=nn.CrossEntropyLoss(), optimizer=opt)
    model.train(config.EPOCHS, build_dataset(config.SEED), callbacks=build_callbacks(), dataset_sink_mode=False)
    print("event classifier ready")


if __name__ == "__main__":
    main()
