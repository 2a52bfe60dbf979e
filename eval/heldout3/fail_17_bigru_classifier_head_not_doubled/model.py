from mindspore import nn, ops


class BiGRUClassifier(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.embed = nn.Embedding(cfg.vocab, cfg.emb)
        self.rnn = nn.GRU(cfg.emb, cfg.hidden, batch_first=True, bidirectional=cfg.bidirectional)
        self.dropout = nn.Dropout(p=0.1)
        self.fc = nn.Dense(cfg.hidden, cfg.num_classes)  # ROOT

    def construct(self, ids):
        out, _ = self.rnn(self.embed(ids))
        pooled = ops.max(out, axis=1)[0]
        return self.fc(self.dropout(pooled))
