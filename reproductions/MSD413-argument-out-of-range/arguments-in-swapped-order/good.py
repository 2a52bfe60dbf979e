"""The ranker is built with its sizes in the order it takes them: 12 items, the best 5."""
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
    return Ranker(n_items, top_k)


if __name__ == "__main__":
    query = ms.Tensor(np.random.randn(3, 16), ms.float32)
    print(build(12, 5)(query).shape)
