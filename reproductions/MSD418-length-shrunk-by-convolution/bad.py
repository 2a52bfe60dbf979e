"""Frame-by-frame onset tagging of an audio feature sequence: every frame gets a label."""
import numpy as np
import mindspore as ms
from mindspore import nn

from blocks import temporal_block

FEATURES, TAGS, FRAMES = 6, 3, 24


class OnsetTagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.blocks = nn.SequentialCell([temporal_block(FEATURES, 3), temporal_block(FEATURES, 3)])
        self.head = nn.Conv1d(FEATURES, TAGS, 1)

    def construct(self, x):
        return self.head(self.blocks(x))


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    x = ms.Tensor(rng.normal(size=(2, FEATURES, FRAMES)).astype(np.float32))
    labels = ms.Tensor(rng.integers(0, TAGS, (2, FRAMES)).astype(np.int32))
    loss = nn.WithLossCell(OnsetTagger(), nn.CrossEntropyLoss())
    print(loss(x, labels))
