"""The threshold is read outside graph code and passed in as a tensor."""
import json
import os
import tempfile

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

STORE = os.path.join(tempfile.gettempdir(), "msdiag_repro_threshold_good.json")


def current_threshold(path=STORE):
    return float(json.loads(open(path).read())["threshold"])


def write_threshold(value, path=STORE):
    with open(path, "w") as handle:
        json.dump({"threshold": value}, handle)


class Detector(nn.Cell):
    def __init__(self):
        super().__init__()
        self.score = nn.Dense(4, 1)

    def construct(self, x, limit):
        return (ops.sigmoid(self.score(x)) > limit).astype(ms.int32)


if __name__ == "__main__":
    detector = Detector()
    x = ms.Tensor(np.random.default_rng(0).standard_normal((6, 4)), ms.float32)
    for value in (0.9, 0.1):
        write_threshold(value)
        print(value, detector(x, ms.Tensor(current_threshold(), ms.float32)).asnumpy().ravel())
