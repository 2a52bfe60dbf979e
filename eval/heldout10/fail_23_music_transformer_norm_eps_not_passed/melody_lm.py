import mindspore as ms
from mindspore import nn, ops

from blocks import DecoderBlock, make_norm


class MelodyLM(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        vocab = cfg.n_pitches + cfg.n_special
        self.vocab = vocab
        self.tok = nn.Embedding(vocab, cfg.d_model)
        self.pos = nn.Embedding(cfg.seq_len, cfg.d_model)
        self.blocks = nn.CellList([DecoderBlock(cfg) for _ in range(cfg.n_layers)])
        self.ln_f = make_norm(cfg.norm, cfg.d_model, cfg.norm_eps)
        self.head = nn.Dense(cfg.d_model, vocab)
        self.ce = nn.CrossEntropyLoss()

    def construct(self, tokens):
        inp, tgt = tokens[:, :-1], tokens[:, 1:]
        pos = ops.arange(inp.shape[1]).astype(ms.int32)
        h = self.tok(inp) + self.pos(pos)
        for blk in self.blocks:
            h = blk(h)
        logits = self.head(self.ln_f(h))
        return self.ce(logits.reshape(-1, self.vocab), tgt.reshape(-1))
