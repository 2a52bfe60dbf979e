"""A session recommender whose history helper clips unknown items and zeroes the padding by
multiplying the ids with a float mask, which turns the ids float before the embedding lookup."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

NUM_ITEMS = 50


def prepare_history(items, num_items):
    items = ops.clip(items, 0, num_items - 1)
    valid = (items > 0).astype(ms.float32)
    items = items * valid  # expect: MSD503
    return items, valid


class SessionModel(nn.Cell):
    def __init__(self):
        super().__init__()
        self.items = nn.Embedding(NUM_ITEMS, 16)
        self.score = nn.Dense(16, NUM_ITEMS)

    def construct(self, history):
        ids, valid = prepare_history(history, NUM_ITEMS)
        h = self.items(ids) * valid.expand_dims(-1)
        return self.score(h.sum(axis=1) / ops.clamp(valid.sum(axis=1, keepdims=True), min=1.0))


if __name__ == "__main__":
    history = ms.Tensor(np.array([[3, 7, 0, 0], [12, 4, 9, 0]], np.int32))
    print(SessionModel()(history).shape)
