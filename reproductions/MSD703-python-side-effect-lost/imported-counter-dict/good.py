"""Token statistics: counted by the training loop, outside the graph."""
import numpy as np
import mindspore as ms
from mindspore import nn


def make_stats():
    return {"tokens": 0}


STATS = make_stats()


class CharLM(nn.Cell):
    def __init__(self, vocab=20, dim=8):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.out = nn.Dense(dim, vocab)

    def construct(self, ids):
        return self.out(self.embed(ids))


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    np.random.seed(0)
    model = CharLM()
    for step in range(3):
        ids = ms.Tensor(np.random.randint(0, 20, (2, 5)), ms.int32)
        model(ids)
        STATS["tokens"] += ids.shape[0] * ids.shape[1]
    print("tokens seen:", STATS["tokens"])
