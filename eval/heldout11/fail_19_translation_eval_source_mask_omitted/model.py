import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

from layers import EncoderLayer, DecoderLayer


def sinusoid_table(n, d):
    pos = np.arange(n)[:, None]
    i = np.arange(d)[None, :]
    angle = pos / np.power(10000, (2 * (i // 2)) / d)
    table = np.where(i % 2 == 0, np.sin(angle), np.cos(angle))
    return Tensor(table[None].astype(np.float32))


class Seq2SeqTransformer(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.src_embed = nn.Embedding(cfg.SRC_VOCAB, cfg.D_MODEL, padding_idx=cfg.PAD_ID)
        self.tgt_embed = nn.Embedding(cfg.TGT_VOCAB, cfg.D_MODEL, padding_idx=cfg.PAD_ID)
        self.pos = sinusoid_table(cfg.MAX_LEN, cfg.D_MODEL)
        self.encoder = EncoderLayer(cfg.D_MODEL, cfg.N_HEADS, cfg.FFN)
        self.decoder = DecoderLayer(cfg.D_MODEL, cfg.N_HEADS, cfg.FFN)
        self.out = nn.Dense(cfg.D_MODEL, cfg.TGT_VOCAB)
        self.scale = cfg.D_MODEL ** 0.5

    def construct(self, src, tgt_in, src_mask=None):
        t = tgt_in.shape[1]
        causal = ops.tril(ops.ones((t, t), ms.float32)).reshape(1, 1, t, t)
        memory = self.encoder(self.src_embed(src) * self.scale + self.pos[:, :src.shape[1]], src_mask)
        y = self.tgt_embed(tgt_in) * self.scale + self.pos[:, :t]
        return self.out(self.decoder(y, memory, causal, src_mask))
