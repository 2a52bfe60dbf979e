from mindspore import nn, ops


class NoteEncoder(nn.Cell):
    def __init__(self, vocab_size, cfg):
        super().__init__()
        self.tok = nn.Embedding(vocab_size, cfg.EMBED_DIM, padding_idx=0)
        self.pos = nn.Embedding(cfg.MAX_LEN, cfg.EMBED_DIM)
        layer = nn.TransformerEncoderLayer(cfg.EMBED_DIM, cfg.NUM_HEADS, dim_feedforward=64,
                                           dropout=0.1, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, cfg.NUM_LAYERS)

    def construct(self, ids):
        positions = ops.arange(ids.shape[1])
        x = self.tok(ids) + self.pos(positions)
        return self.encoder(x, src_key_padding_mask=(ids == 0))[:, 0]


class IcdCoder(nn.Cell):
    def __init__(self, vocab_size, cfg):
        super().__init__()
        self.encoder = NoteEncoder(vocab_size, cfg)
        self.head = nn.Dense(cfg.EMBED_DIM, len(cfg.ICD_CODES))

    def construct(self, ids):
        return self.head(self.encoder(ids))
