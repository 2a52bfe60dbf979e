import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from model import StereoNet, DisparityLoss
from streams import stereo_dataset


def main():
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    train = stereo_dataset(np.random.default_rng(config.SEED))
    net = StereoNet()
    model = Model(DisparityLoss(net), optimizer=nn.Adam(net.trainable_params(), config.LR))
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(1)], dataset_sink_mode=False)
    print("stereo batches per epoch:", train.get_dataset_size())


if __name__ == "__main__":
    main()
