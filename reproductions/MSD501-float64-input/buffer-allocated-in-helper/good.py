"""A data helper allocates the feature buffer as float32 and fills it row by row."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


def featurize(records, width):
    feats = np.zeros((len(records), width), dtype=np.float32)
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
