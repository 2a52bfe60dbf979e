import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

from model import TinyVesselNet
from schedule import cosine_schedule

NUM_PATCHES, BATCH, EPOCHS = 40, 8, 2


def fundus_patches(rng):
    img = rng.random((NUM_PATCHES, 1, 24, 24), dtype=np.float32)
    mask = (img > 0.7).astype(np.float32)
    return img, mask


def main():
    ms.set_seed(1)
    img, mask = fundus_patches(np.random.default_rng(1))
    train_ds = ds.NumpySlicesDataset({"image": img, "mask": mask}, shuffle=False).batch(BATCH)
    net = TinyVesselNet()
    lrs = cosine_schedule(NUM_PATCHES, BATCH, EPOCHS, base_lr=0.01)
    opt = nn.Adam(net.trainable_params(), learning_rate=lrs)
    model = Model(net, nn.BCEWithLogitsLoss(), opt)
    model.train(EPOCHS, train_ds, callbacks=[LossMonitor(5)], dataset_sink_mode=False)


if __name__ == "__main__":
    main()
