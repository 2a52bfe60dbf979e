"""A text classifier pools token states with a helper that knows three modes. The model asks for
"cls", a name from another codebase, which no branch of the helper handles, so the helper falls
off its end and returns None inside the graph. The line to change is the call's mode."""
import numpy as np
import mindspore as ms
from mindspore import nn

from pooling_ops import pool_tokens

ms.set_context(mode=ms.GRAPH_MODE)


class TextClassifier(nn.Cell):
    def __init__(self, vocab, dim, classes):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.head = nn.Dense(dim, classes)

    def construct(self, ids):
        return self.head(pool_tokens(self.embed(ids), "cls"))  # expect: MSD505


if __name__ == "__main__":
    ids = ms.Tensor(np.random.default_rng(0).integers(0, 50, size=(3, 9)), ms.int32)
    print(TextClassifier(50, 16, 4)(ids).shape)
