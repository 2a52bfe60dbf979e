import glob
import os

import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config as C
from export import export_for_deployment
from model import DefectNet


def board_crops(n, seed=14):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, len(C.DEFECTS), n).astype(np.int32)
    crops = rng.normal(0.4, 0.05, (n, 3, C.IMAGE_SIZE, C.IMAGE_SIZE))
    for i, y in enumerate(labels):
        crops[i, y % 3, 8 + 3 * y:12 + 3 * y, :] += 0.5
    return crops.astype(np.float32), labels


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(14)
    x, y = board_crops(40)
    train_ds = ds.NumpySlicesDataset({"crop": x, "defect": y}, shuffle=True).batch(C.BATCH_SIZE)
    net = DefectNet(len(C.DEFECTS))
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=2e-3))
    model.train(C.EPOCHS, train_ds, callbacks=[LossMonitor(5)])
    try:
        files = export_for_deployment(net)
        print("exported:", [os.path.basename(f) for f in files])
    finally:
        for f in glob.glob(C.EXPORT_STEM + ".*"):
            os.remove(f)


if __name__ == "__main__":
    main()
