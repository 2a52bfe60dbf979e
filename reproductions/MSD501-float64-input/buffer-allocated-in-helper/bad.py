"""A data helper allocates the feature buffer with `np.zeros(shape)` (NumPy's default float64) and
fills it row by row; the training loop wraps it in `ms.Tensor`. MindSpore fails at the Dense's
MatMul; the line to change is the allocation."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


def featurize(records, width):
    feats = np.zeros((len(records), width))  # expect: MSD501
    for i, record in enumerate(records):
        feats[i, :len(record)] = record
    return feats


class Scorer(nn.Cell):
    def __init__(self, width):
        super().__init__()
        self.fc = nn.Dense(width, 1)

    def construct(self, x):
        return self.fc(x)


if __name__ == "__main__":
    records = [[0.5, 1.0], [2.0, 0.1, 0.3], [1.5]]
    batch = featurize(records, 4)
    print(Scorer(4)(ms.Tensor(batch)).shape)
