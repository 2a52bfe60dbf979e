"""The config keeps the width the checkpoint was trained with."""
import os
import tempfile

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

HIDDEN = 32
CLASSES = 3


class Classifier(nn.Cell):
    def __init__(self, hidden, classes):
        super().__init__()
        self.body = nn.Dense(6, hidden)
        self.head = nn.Dense(hidden, classes)

    def construct(self, x):
        return self.head(ops.relu(self.body(x)))


def pretrained_checkpoint():
    path = os.path.join(tempfile.mkdtemp(), "classifier.ckpt")
    ms.save_checkpoint(Classifier(32, CLASSES), path)
    return path


if __name__ == "__main__":
    saved = pretrained_checkpoint()
    net = Classifier(HIDDEN, CLASSES)
    ms.load_param_into_net(net, ms.load_checkpoint(saved))
    print(net(ms.Tensor(np.ones((2, 6)), ms.float32)).shape)
