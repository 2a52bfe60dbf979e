import shutil
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.train import Model

import config
from callbacks import training_callbacks
from model import PointSegNet


class PointLoss(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ce = nn.CrossEntropyLoss()

    def construct(self, logits, labels):
        return self.ce(logits.reshape(-1, 2), labels.reshape(-1))


def sweeps(rng, n):
    pts = rng.uniform(-10, 10, size=(n, config.NUM_POINTS, 3)).astype(np.float32)
    pts[..., 2] = rng.normal(0, 0.2, size=(n, config.NUM_POINTS)) + (rng.random((n, config.NUM_POINTS)) < 0.4) * 1.5
    return pts, (pts[..., 2] > 0.75).astype(np.int32)


def main():
    ms.set_seed(14)
    pts, labels = sweeps(np.random.default_rng(14), 16)
    train_ds = ds.NumpySlicesDataset({"points": pts, "label": labels}, shuffle=False).batch(config.BATCH_SIZE)
    net = PointSegNet()
    model = Model(net, PointLoss(), nn.Adam(net.trainable_params(), 1e-3))
    try:
        cbs = training_callbacks(config, train_ds.get_dataset_size())
        model.train(config.EPOCHS, train_ds, callbacks=cbs, dataset_sink_mode=False)
    finally:
        shutil.rmtree(config.CKPT_DIR, ignore_errors=True)


if __name__ == "__main__":
    main()
