import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from model import TinyViT
from utils import count_params

IMAGE_SIZE, PATCH, BATCH = 32, 4, 2


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = TinyViT(image_size=IMAGE_SIZE, patch=PATCH)
    print("params:", count_params(net))
    loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
    train = nn.TrainOneStepCell(loss_net, nn.AdamWeightDecay(net.trainable_params(), 1e-3))
    rng = np.random.default_rng(0)
    for step in range(2):
        images = Tensor(rng.standard_normal((BATCH, 3, IMAGE_SIZE, IMAGE_SIZE)).astype(np.float32))
        labels = Tensor(rng.integers(0, 10, BATCH).astype(np.int32))
        print("step", step, "loss", train(images, labels))


if __name__ == "__main__":
    main()
