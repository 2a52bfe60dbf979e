"""Greedy tag generator: the step counter of the decoding loop is made a tensor, so the `while`
tests a tensor. Its body grows the output buffer by one column per step, which a graph loop cannot
do, and graph mode inlines the body until the call-depth limit."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class TagGenerator(nn.Cell):
    def __init__(self, vocab=12, hidden=16, max_tags=6, start_id=1):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.cell = nn.GRUCell(hidden, hidden)
        self.head = nn.Dense(hidden, vocab)
        self.max_tags = max_tags
        self.start_id = start_id

    def construct(self, features):
        h = ops.tanh(features)
        tags = ops.fill(ms.int32, (features.shape[0], 1), self.start_id)
        count = ms.Tensor(0, ms.int32)  # expect: MSD303
        while count < self.max_tags:
            h = self.cell(self.embed(tags[:, -1]), h)
            best = self.head(h).argmax(axis=-1).astype(ms.int32)
            tags = ops.concat((tags, best.expand_dims(1)), axis=1)
            count = count + 1
        return tags[:, 1:]


if __name__ == "__main__":
    np.random.seed(0)
    generator = TagGenerator()
    print(generator(ms.Tensor(np.random.randn(3, 16), ms.float32)).shape)
