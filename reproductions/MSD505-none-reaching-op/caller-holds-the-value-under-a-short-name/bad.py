"""A session-based recommender pools each session's clicks up to its length. The pooling cell
takes the lengths as an optional argument; the model receives them as `seq_len` but calls the pool
without them, so `seq_lengths` stays None and `ops.sequence_mask` fails in graph mode. The line
to change is the call that left the lengths out, although the caller names them differently."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class LengthPool(nn.Cell):
    def construct(self, clicks, seq_lengths=None):
        mask = ops.sequence_mask(seq_lengths, clicks.shape[1]).astype(clicks.dtype)
        return (clicks * mask.expand_dims(-1)).sum(1) / mask.sum(1, keepdims=True)


class SessionModel(nn.Cell):
    def __init__(self, items=30, dim=8):
        super().__init__()
        self.embed = nn.Embedding(items, dim)
        self.pool = LengthPool()
        self.score = nn.Dense(dim, items)

    def construct(self, sessions, seq_len):
        clicks = self.embed(sessions)
        return self.score(self.pool(clicks))  # expect: MSD505


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    sessions = ms.Tensor(rng.integers(0, 30, (3, 5)).astype(np.int32))
    seq_len = ms.Tensor(np.array([5, 3, 2], np.int32))
    print(SessionModel()(sessions, seq_len).shape)
