"""A language model ties its output projection to the embedding table. A setting switches the
embedding helper to a factorized one (a lookup followed by a projection in a SequentialCell),
which has no `embedding_table`; graph mode stops at the read. The line to change is the setting."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

FACTORIZED_EMBEDDING = False
VOCAB, HIDDEN, FACTOR = 50, 16, 4


def build_embedding(vocab, hidden):
    if FACTORIZED_EMBEDDING:
        return nn.SequentialCell([nn.Embedding(vocab, FACTOR), nn.Dense(FACTOR, hidden)])
    return nn.Embedding(vocab, hidden)


class TiedLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = build_embedding(VOCAB, HIDDEN)

    def construct(self, tokens):
        h = self.embed(tokens)
        return ops.matmul(h, self.embed.embedding_table.T)


if __name__ == "__main__":
    tokens = ms.Tensor(np.arange(6, dtype=np.int32).reshape(2, 3))
    print(TiedLM()(tokens).shape)
