"""A re-ranker that keeps the best few of 24 retrieved passages: the number to keep is computed
with true division, so it is the float 4.0, and `ops.topk` rejects it when the graph compiles
("the input argument[k] must be a type of {Int32, Int64}, but got Float32"). The line to change
is the setting."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

import settings

ms.set_context(mode=ms.GRAPH_MODE)


class ReRanker(nn.Cell):
    def __init__(self, dim, keep):
        super().__init__()
        self.score = nn.Dense(dim, 1)
        self.keep = keep

    def construct(self, passages):
        scores = self.score(passages).squeeze(-1)
        best, _ = ops.topk(scores, self.keep)
        return best.mean(axis=-1)


if __name__ == "__main__":
    passages = ms.Tensor(np.random.default_rng(6).standard_normal((3, settings.CANDIDATES, settings.DIM)).astype(np.float32))
    print(ReRanker(settings.DIM, settings.KEEP)(passages).shape)
