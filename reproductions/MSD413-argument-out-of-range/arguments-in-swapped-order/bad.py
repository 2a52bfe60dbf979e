"""A retrieval head scores every item of the catalogue and keeps the best few. The model is built
with its two sizes in the wrong order, so the head scores 5 items and is asked for the best 12:
TopK fails in construct. The line to change is the construction."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Ranker(nn.Cell):
    def __init__(self, n_items, top_k):
        super().__init__()
        self.scorer = nn.Dense(16, n_items)
        self.top_k = top_k

    def construct(self, query):
        scores = self.scorer(query)
        return ops.topk(scores, self.top_k)[1]


def build(n_items, top_k):
    return Ranker(top_k, n_items)  # expect: MSD413


if __name__ == "__main__":
    query = ms.Tensor(np.random.randn(3, 16), ms.float32)
    print(build(12, 5)(query).shape)
