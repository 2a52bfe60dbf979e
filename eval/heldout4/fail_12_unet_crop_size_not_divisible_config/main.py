import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from config import get_args
from data import sample_batch
from model import UNet


def main():
    args = get_args([])
    ms.set_context(mode=ms.GRAPH_MODE)
    net = UNet(args.base, args.depth)
    loss_net = nn.WithLossCell(net, nn.BCEWithLogitsLoss())
    train = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), args.lr))
    rng = np.random.default_rng(0)
    for step in range(args.steps):
        img, mask = sample_batch(args.batch_size, args.crop, rng)
        print(f"step {step} bce {float(train(Tensor(img), Tensor(mask)).asnumpy()):.4f}")


if __name__ == "__main__":
    main()
