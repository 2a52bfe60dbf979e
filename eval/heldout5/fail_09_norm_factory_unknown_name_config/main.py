import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn

from config import BATCH_SIZE, MODEL_CFG, NUM_POINTS
from model import PointNetLite

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    rng = np.random.default_rng(0)
    net = PointNetLite(**MODEL_CFG)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.Adam(net.trainable_params(), learning_rate=1e-3))
    train.set_train()
    pts = rng.standard_normal((BATCH_SIZE, NUM_POINTS, MODEL_CFG["in_dim"])).astype(np.float32)
    labels = rng.integers(0, MODEL_CFG["num_classes"], BATCH_SIZE).astype(np.int32)
    print("loss", train(ms.Tensor(pts), ms.Tensor(labels)))


if __name__ == "__main__":
    main()
