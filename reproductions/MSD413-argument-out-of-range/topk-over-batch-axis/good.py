"""A shop recommender measures recall@20 in a jitted evaluation step. The scoring helper
multiplies the item table by the users' vectors, giving (items, users) scores, and `topk` ranks
the last axis, the 6 users of the batch, where k = 20 cannot fit. MindSpore names `k`; the line
to change is the product that put the axes the other way round."""
import numpy as np
import mindspore as ms
from mindspore import ops

from ranking_good import recall_at

TOP_K = 20


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(2)
    users = ms.Tensor(rng.normal(0, 1, (6, 4)).astype(np.float32))
    items = ms.Tensor(rng.normal(0, 1, (50, 4)).astype(np.float32))
    clicked = ms.Tensor(rng.integers(0, 50, 6).astype(np.int32))

    @ms.jit
    def evaluate(u, t, c):
        return recall_at(u, t, c, TOP_K)

    print(evaluate(users, items, clicked))


if __name__ == "__main__":
    main()
