"""A classifier is fine-tuned from a checkpoint trained with a hidden width of 32. The config
says 48, so the model is built wider and `load_param_into_net` rejects the first layer's weight.
The line to change is the config's width."""
import os
import tempfile

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

HIDDEN = 48  # expect: MSD415
CLASSES = 3


class Classifier(nn.Cell):
    def __init__(self, hidden, classes):
        super().__init__()
        self.body = nn.Dense(6, hidden)
        self.head = nn.Dense(hidden, classes)

    def construct(self, x):
        return self.head(ops.relu(self.body(x)))


def downloaded_checkpoint(shapes):
    """A checkpoint file from an earlier training run (written here so that the example runs)."""
    path = os.path.join(tempfile.mkdtemp(), "pretrained.ckpt")
    ms.save_checkpoint([{"name": n, "data": ms.Tensor(np.zeros(s, np.float32))} for n, s in shapes.items()], path)
    return path


if __name__ == "__main__":
    saved = downloaded_checkpoint({"body.weight": (32, 6), "body.bias": (32,), "head.weight": (CLASSES, 32),
                                   "head.bias": (CLASSES,)})
    net = Classifier(HIDDEN, CLASSES)
    ms.load_param_into_net(net, ms.load_checkpoint(saved))
    print(net(ms.Tensor(np.ones((2, 6)), ms.float32)).shape)
