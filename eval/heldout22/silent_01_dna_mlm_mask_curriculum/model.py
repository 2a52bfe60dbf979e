import mindspore.nn as nn
import mindspore.ops as ops

import config


class Masker(nn.Cell):
    def __init__(self, curriculum):
        super().__init__()
        self.curriculum = curriculum

    def construct(self, tokens, noise):
        rate = self.curriculum.rate()  # ROOT
        mask = noise < rate
        corrupted = ops.where(mask, ops.full_like(tokens, config.MASK_ID), tokens)
        return corrupted, mask.astype(noise.dtype)


class DNAEncoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(config.VOCAB_SIZE, config.EMBED_DIM)
        self.conv1 = nn.Conv1d(config.EMBED_DIM, config.EMBED_DIM, 9, has_bias=True)
        self.conv2 = nn.Conv1d(config.EMBED_DIM, config.EMBED_DIM, 9, has_bias=True)
        self.act = nn.GELU()
        self.lm_head = nn.Dense(config.EMBED_DIM, config.VOCAB_SIZE)

    def construct(self, tokens):
        h = self.embed(tokens).transpose(0, 2, 1)
        h = h + self.act(self.conv1(h))
        h = h + self.act(self.conv2(h))
        return self.lm_head(h.transpose(0, 2, 1))


class MaskedLMLoss(nn.Cell):
    def __init__(self, masker, encoder):
        super().__init__()
        self.masker = masker
        self.encoder = encoder
        self.ce = nn.CrossEntropyLoss(reduction="none")

    def construct(self, tokens, noise):
        corrupted, mask = self.masker(tokens, noise)
        logits = self.encoder(corrupted)
        per_tok = self.ce(logits.reshape(-1, config.VOCAB_SIZE), tokens.reshape(-1)).reshape(tokens.shape)
        return (per_tok * mask).sum() / ops.maximum(mask.sum(), 1.0)
