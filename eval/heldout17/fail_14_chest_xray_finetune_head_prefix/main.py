import os
import tempfile

import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

from ckpt_utils import load_backbone_weights
from model import XrayNet

PRETRAINED = os.path.join(tempfile.gettempdir(), "h17_chestxray14_pretrained.ckpt")
TARGET_CLASSES = ["normal", "pneumonia", "covid19"]


def publish_pretrained():
    # stands in for the downloaded ChestX-ray14 (14 findings) checkpoint
    ms.save_checkpoint(XrayNet(num_findings=14), PRETRAINED)


def radiographs(n, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, len(TARGET_CLASSES), n).astype(np.int32)
    images = rng.normal(0.5, 0.1, (n, 1, 32, 32)) + 0.2 * labels[:, None, None, None]
    return images.astype(np.float32), labels


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    publish_pretrained()
    try:
        net = XrayNet(num_findings=len(TARGET_CLASSES))
        missing = load_backbone_weights(net, PRETRAINED)
        print("freshly initialised:", missing)
        images, labels = radiographs(32)
        train_ds = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=True).batch(8)
        opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
        model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"accuracy"})
        model.train(1, train_ds, callbacks=[LossMonitor(2)])
        print(model.eval(train_ds))
    finally:
        os.remove(PRETRAINED)


if __name__ == "__main__":
    main()
