import mindspore.nn as nn
import mindspore.ops as ops

import config


def build_embedding(vocab, hidden):
    if config.FACTORIZED_EMBEDDING:
        # ALBERT-style: small lookup table followed by a projection to the hidden size
        return nn.SequentialCell([nn.Embedding(vocab, config.FACTOR_DIM), nn.Dense(config.FACTOR_DIM, hidden)])
    return nn.Embedding(vocab, hidden)


class SigLanguageModel(nn.Cell):
    """GRU language model whose output layer shares the input embedding matrix."""

    def __init__(self, vocab):
        super().__init__()
        self.embed = build_embedding(vocab, config.HIDDEN)
        self.rnn = nn.GRU(config.HIDDEN, config.HIDDEN, batch_first=True)
        self.norm = nn.LayerNorm((config.HIDDEN,))

    def construct(self, tokens):
        h, _ = self.rnn(self.embed(tokens))
        h = self.norm(h)
        return ops.matmul(h, self.embed.embedding_table.T)       # tied output projection
