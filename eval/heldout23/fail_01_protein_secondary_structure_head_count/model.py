import numpy as np
import mindspore as ms
from mindspore import nn, ops

import config as cfg
from layers import EncoderLayer


def sinusoid_table(length, dim):
    pos = np.arange(length)[:, None]
    i = np.arange(dim)[None, :]
    angle = pos / np.power(10000.0, (2 * (i // 2)) / dim)
    table = np.where(i % 2 == 0, np.sin(angle), np.cos(angle))
    return ms.Tensor(table[None].astype(np.float32))


class SecondaryStructureTagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(cfg.VOCAB_SIZE, cfg.D_MODEL, padding_idx=cfg.PAD_ID)
        self.pos = sinusoid_table(cfg.SEQ_LEN, cfg.D_MODEL)
        self.layers = nn.CellList([
            EncoderLayer(cfg.D_MODEL, cfg.NUM_HEADS, cfg.FFN_DIM, cfg.DROPOUT)
            for _ in range(cfg.NUM_LAYERS)])
        self.classifier = nn.Dense(cfg.D_MODEL, cfg.NUM_STATES)

    def construct(self, residues):
        pad_mask = (residues != cfg.PAD_ID).astype(ms.float32)
        x = self.embed(residues) + self.pos
        for layer in self.layers:
            x = layer(x, pad_mask)
        return self.classifier(x)


class PerResidueLoss(nn.Cell):
    def construct(self, logits, states):
        return ops.cross_entropy(logits.reshape(-1, cfg.NUM_STATES), states.reshape(-1))
