import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from config import BACKBONE, DATA, OPTIM
from model import TinyVGG


def texture_batch(rng):
    s = DATA["image_size"]
    x = rng.random((DATA["batch_size"], DATA["channels"], s, s), dtype=np.float32)
    y = rng.integers(0, DATA["num_classes"], size=DATA["batch_size"]).astype(np.int32)
    return Tensor(x), Tensor(y)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    net = TinyVGG(BACKBONE, DATA["channels"], DATA["num_classes"])
    opt = nn.Momentum(net.trainable_params(), OPTIM["lr"], OPTIM["momentum"], weight_decay=OPTIM["weight_decay"])
    trainer = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
    trainer.set_train()
    for step in range(OPTIM["steps"]):
        print("step", step, "loss", trainer(*texture_batch(rng)))


if __name__ == "__main__":
    main()
