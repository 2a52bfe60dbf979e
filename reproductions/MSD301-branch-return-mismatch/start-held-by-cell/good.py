"""Retrieval scorer that keeps the best similarity above a floor. The floor is stored in
`__init__` as a Python float; `best` starts as that float and becomes a tensor inside the
tensor-conditioned `if`, so graph mode cannot join the two paths. The line to change is the
`self.floor` assignment: store it as a tensor."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class BestMatch(nn.Cell):
    def __init__(self, dim=8, candidates=3, floor=0.1):
        super().__init__()
        self.query = nn.Dense(dim, dim)
        self.keys = nn.CellList([nn.Dense(dim, dim) for _ in range(candidates)])
        self.floor = ms.Tensor(floor, ms.float32)

    def construct(self, x):
        q = self.query(x)
        best = self.floor
        for key in self.keys:
            score = ops.cosine_similarity(q, key(x)).mean()
            if score > best:
                best = score
        return best


if __name__ == "__main__":
    x = ms.Tensor(np.random.default_rng(0).standard_normal((4, 8)), ms.float32)
    print(BestMatch()(x))
