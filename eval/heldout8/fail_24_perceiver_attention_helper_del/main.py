import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from model import PerceiverClassifier

POINTS, IN_DIM, CLASSES = 64, 6, 5


def lidar_batch(rng, batch=2):
    xyz = rng.uniform(-1, 1, size=(batch, POINTS, 3))
    normals = rng.standard_normal((batch, POINTS, 3))
    normals /= np.linalg.norm(normals, axis=-1, keepdims=True)
    pts = np.concatenate([xyz, normals], axis=-1).astype(np.float32)
    return Tensor(pts), Tensor(rng.integers(0, CLASSES, size=batch).astype(np.int32))


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    net = PerceiverClassifier(IN_DIM, num_classes=CLASSES)
    trainer = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 1e-3))
    trainer.set_train()
    for step in range(2):
        print("step", step, "loss", trainer(*lidar_batch(rng)))


if __name__ == "__main__":
    main()
