import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from model import AdBreakDetector, DetectorLoss
from pipeline import build_dataset


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    train_ds = build_dataset(config.SEED)
    print("columns:", train_ds.get_col_names())
    net = AdBreakDetector()
    model = Model(DetectorLoss(net), optimizer=nn.Adam(net.trainable_params(), learning_rate=config.LR))
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor()], dataset_sink_mode=False)
    print("ad-break detector trained")


if __name__ == "__main__":
    main()
