"""A screening app needs only "referable or not" and rebuilds the grader with
`REFERABLE_FROM + 1` classes, but the checkpoint was trained with all five grades.
`REFERABLE_FROM` is right for its own use (the referral cut-off); the line to change is the
one that sizes the head from it."""
import os
import tempfile

import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

REFERABLE_FROM = 2
GRADES = 5


class Grader(nn.Cell):
    def __init__(self, num_grades):
        super().__init__()
        self.body = nn.Dense(8, 16)
        self.classifier = nn.Dense(16, num_grades)

    def construct(self, x):
        return self.classifier(self.body(x))


def trained_checkpoint():
    """The checkpoint of the five-grade training run (written here so that the example runs)."""
    path = os.path.join(tempfile.mkdtemp(), "grader.ckpt")
    shapes = {"body.weight": (16, 8), "body.bias": (16,), "classifier.weight": (GRADES, 16), "classifier.bias": (GRADES,)}
    ms.save_checkpoint([{"name": n, "data": ms.Tensor(np.zeros(s, np.float32))} for n, s in shapes.items()], path)
    return path


def load_grader(path):
    net = Grader(num_grades=REFERABLE_FROM + 1)  # expect: MSD415
    ms.load_param_into_net(net, ms.load_checkpoint(path), strict_load=True)
    return net


def referable(net, x):
    return net(x).argmax(axis=1).asnumpy() >= REFERABLE_FROM


if __name__ == "__main__":
    np.random.seed(0)
    grader = load_grader(trained_checkpoint())
    print(referable(grader, ms.Tensor(np.random.randn(3, 8).astype(np.float32))))
