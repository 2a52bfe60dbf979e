import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from model import AdapterMLP


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = AdapterMLP(in_dim=12)
    for p in net.trainable_params():
        p.requires_grad = "adapters" in p.name or p.name.startswith("out")
    params = [p for p in net.trainable_params() if p.requires_grad]
    print("tuning", len(params), "parameter tensors")
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(params, 1e-3))
    rng = np.random.default_rng(0)
    for step in range(2):
        x = Tensor(rng.standard_normal((4, 12)).astype(np.float32))
        y = Tensor(rng.integers(0, cfg.NUM_CLASSES, 4).astype(np.int32))
        print("step", step, "loss", train(x, y))


if __name__ == "__main__":
    main()
