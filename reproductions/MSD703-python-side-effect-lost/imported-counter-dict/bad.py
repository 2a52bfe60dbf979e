"""Token statistics: construct adds the batch's token count to a dict imported from another
module (here: made by a function, as `from metrics import STATS` would). In graph mode the
increment runs once, while compiling."""
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
        STATS["tokens"] += ids.shape[0] * ids.shape[1]  # expect: MSD703
        return self.out(self.embed(ids))


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    np.random.seed(0)
    model = CharLM()
    for step in range(3):
        model(ms.Tensor(np.random.randint(0, 20, (2, 5)), ms.int32))
    print("tokens seen:", STATS["tokens"])
