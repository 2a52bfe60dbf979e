import os

import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops


class ToxicityScorer(nn.Cell):
    """Bag-of-words toxicity score; the toxic-word embedding direction is set by hand for the demo."""

    def __init__(self, vocab_size, embed_dim):
        super().__init__()
        table = np.zeros((vocab_size, embed_dim), np.float32)
        table[250:, 0] = 1.0
        self.embed = nn.Embedding(vocab_size, embed_dim, embedding_table=ms.Tensor(table))
        self.scale = 1.2

    def construct(self, ids):
        toxic_mass = self.embed(ids)[..., 0].sum(axis=1)
        return ops.sigmoid(self.scale * toxic_mass - 2.5)


class ModerationGate(nn.Cell):
    """Flags comments whose toxicity exceeds the market's threshold (read from the deployment env)."""

    def __init__(self, scorer):
        super().__init__()
        self.scorer = scorer

    def construct(self, ids):
        threshold = float(os.environ.get("MODERATION_THRESHOLD", "0.5"))  # ROOT
        score = self.scorer(ids)
        return score, score > threshold
