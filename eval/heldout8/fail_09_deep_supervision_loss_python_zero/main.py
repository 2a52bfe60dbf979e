import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from losses import IGNORE, DeepSupervisionLoss
from model import DeeplySupervisedSegNet

CFG = {"batch": 2, "size": 8, "classes": 3, "lr": 0.01, "steps": 2}


def synthetic_batch(rng):
    imgs = rng.standard_normal((CFG["batch"], 3, CFG["size"], CFG["size"])).astype(np.float32)
    labels = rng.integers(0, CFG["classes"], size=(CFG["batch"], CFG["size"], CFG["size"])).astype(np.int32)
    labels[:, :1, :] = IGNORE
    return Tensor(imgs), Tensor(labels)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    net = DeeplySupervisedSegNet(num_classes=CFG["classes"])
    loss_net = DeepSupervisionLoss(net)
    trainer = nn.TrainOneStepCell(loss_net, nn.SGD(net.trainable_params(), learning_rate=CFG["lr"], momentum=0.9))
    trainer.set_train()
    for step in range(CFG["steps"]):
        images, labels = synthetic_batch(rng)
        print("step", step, "loss", trainer(images, labels))


if __name__ == "__main__":
    main()
