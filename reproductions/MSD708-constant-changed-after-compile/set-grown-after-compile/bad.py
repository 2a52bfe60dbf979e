"""A spam filter masks the scores of blocked senders, kept in a set on the cell. Graph mode reads
the set once, while compiling; a sender blocked later is still scored, silently."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

SENDERS = ["ads", "bank", "friend", "promo"]


class SpamFilter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.score = nn.Dense(4, 4, weight_init="ones", bias_init="zeros")
        self.blocked = {"ads"}

    def construct(self, x):
        scores = self.score(x)
        keep = [0.0 if name in self.blocked else 1.0 for name in SENDERS]  # expect: MSD708
        return scores * ms.Tensor(keep, ms.float32)


if __name__ == "__main__":
    spam = SpamFilter()
    x = ms.Tensor(np.ones((1, 4), np.float32))
    print("before", spam(x).asnumpy().tolist())
    spam.blocked.add("promo")
    print("after ", spam(x).asnumpy().tolist())
