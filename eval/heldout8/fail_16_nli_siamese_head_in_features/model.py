from mindspore import nn, ops


class SentenceEncoder(nn.Cell):
    """BiGRU with max-pooling over time (InferSent-style)."""

    def __init__(self, vocab_size, embed_dim, hidden):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=0)
        self.rnn = nn.GRU(embed_dim, hidden // 2, batch_first=True, bidirectional=True)

    def construct(self, ids):
        out, _ = self.rnn(self.embed(ids))
        return out.max(axis=1)


class SiameseNLI(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.encoder = SentenceEncoder(cfg.vocab_size, cfg.embed_dim, cfg.hidden)
        self.classifier = nn.SequentialCell(
            nn.Dense(2 * cfg.hidden, cfg.mlp_dim),  # ROOT
            nn.Tanh(),
            nn.Dropout(p=cfg.dropout),
            nn.Dense(cfg.mlp_dim, cfg.num_labels),
        )

    @staticmethod
    def match_features(u, v):
        return ops.concat((u, v, ops.abs(u - v), u * v), axis=-1)

    def construct(self, premise, hypothesis):
        u = self.encoder(premise)
        v = self.encoder(hypothesis)
        return self.classifier(self.match_features(u, v))
