from mindspore import nn


class ClauseTagger(nn.Cell):
    def __init__(self, vocab_size, n_tags, dim=32):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.norm = nn.LayerNorm((dim,))
        self.encoder = nn.TransformerEncoderLayer(dim, nhead=4, dim_feedforward=64, dropout=0.0,
                                                  batch_first=True)
        self.tagger = nn.Dense(dim, n_tags)

    def construct(self, ids):
        return self.tagger(self.encoder(self.norm(self.embed(ids))))
