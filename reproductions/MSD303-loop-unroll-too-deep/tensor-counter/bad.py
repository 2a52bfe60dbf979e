"""Greedy tag generator: the step counter of the decoding loop is made a tensor, so the `while`
tests a tensor. Its body grows the output buffer by one column per step, which a graph loop cannot
do, and graph mode inlines the body until the call-depth limit."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_context(max_call_depth=200)  # lower than the default 1000, so that the failure comes quickly


class TagGenerator(nn.Cell):
    def __init__(self, features=16, vocab=12, max_tags=6, start_id=1):
        super().__init__()
        self.head = nn.Dense(features, vocab)
        self.max_tags = max_tags
        self.start_id = start_id

    def construct(self, features):
        scores = self.head(features)
        tags = ops.fill(ms.int32, (features.shape[0], 1), self.start_id)
        count = ms.Tensor(0, ms.int32)  # expect: MSD303
        while count < self.max_tags:
            best = (scores - tags[:, -1:]).argmax(axis=-1).astype(ms.int32)
            tags = ops.concat((tags, best.expand_dims(1)), axis=1)
            count = count + 1
        return tags[:, 1:]


if __name__ == "__main__":
    np.random.seed(0)
    generator = TagGenerator()
    print(generator(ms.Tensor(np.random.randn(3, 16), ms.float32)).shape)
