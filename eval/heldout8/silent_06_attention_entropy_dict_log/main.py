import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from model import MILClassifier


def histology_bags(rng, num_bags=4, instances=12, feat=10):
    x = rng.standard_normal((num_bags, instances, feat)).astype(np.float32)
    y = rng.integers(0, 2, size=num_bags).astype(np.int32)
    x[y == 1, :2] += 2.0
    return Tensor(x), Tensor(y)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    net = MILClassifier()
    trainer = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                  nn.Adam(net.trainable_params(), learning_rate=1e-2))
    trainer.set_train()
    for epoch in range(3):
        trainer(*histology_bags(rng))
    log = net.pool.diagnostics["entropy"]
    print(f"logged {len(log)} attention-entropy values over 3 epochs")


if __name__ == "__main__":
    main()
