"""Triplet-loss embedding model. The batch helper builds anchors, positives and negatives but
returns only two of them; `net(*batch)` then calls the loss cell without `negative`. The
binding fails at the call; the line to change is the helper's `return`."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class TripletNet(nn.Cell):
    def __init__(self, features=12, dim=8, margin=0.2):
        super().__init__()
        self.embed = nn.Dense(features, dim)
        self.margin = margin

    def construct(self, anchor, positive, negative):
        a, p, n = self.embed(anchor), self.embed(positive), self.embed(negative)
        gap = ops.norm(a - p, dim=-1) - ops.norm(a - n, dim=-1) + self.margin
        return ops.relu(gap).mean()


def triplets(rng, size=6, features=12):
    anchor = rng.standard_normal((size, features)).astype(np.float32)
    positive = anchor + 0.1 * rng.standard_normal((size, features)).astype(np.float32)
    negative = rng.standard_normal((size, features)).astype(np.float32)
    return anchor, positive, negative


if __name__ == "__main__":
    net = TripletNet()
    rng = np.random.default_rng(0)
    batch = tuple(ms.Tensor(part) for part in triplets(rng))
    print(net(*batch))
