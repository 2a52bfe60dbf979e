"""A scoring service converts its requests with the compute dtype its float32 model has."""
import numpy as np
import mindspore as ms
from mindspore import nn

import runtime_good as runtime

ms.set_context(mode=ms.GRAPH_MODE)


class Scorer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell([nn.Dense(6, 8), nn.ReLU(), nn.Dense(8, 1)])

    def construct(self, features):
        return self.body(features)


def as_batch(rows, dtype):
    return ms.Tensor(np.stack(rows), dtype)


if __name__ == "__main__":
    requests = [np.random.default_rng(i).standard_normal(6) for i in range(runtime.BATCH)]
    print(Scorer()(as_batch(requests, runtime.COMPUTE_DTYPE)).shape)
