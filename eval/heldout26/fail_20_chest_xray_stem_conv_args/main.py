import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from model import XrayNet


def radiographs(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, n).astype(np.int32)
    x = rng.normal(0.3, 0.1, (n, 1, config.IMAGE, config.IMAGE)).astype(np.float32)
    x[y == 1, :, 8:24, 4:14] += 0.4        # consolidation in the lower lobe
    return x, y


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    x, y = radiographs(32, config.SEED)
    train_ds = ds.NumpySlicesDataset((x, y), column_names=["xray", "label"], shuffle=False).batch(config.BATCH)
    net = XrayNet()
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    model = Model(net, loss_fn=nn.CrossEntropyLoss(), optimizer=opt)
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor()], dataset_sink_mode=False)
    print("screening model trained")


if __name__ == "__main__":
    main()
