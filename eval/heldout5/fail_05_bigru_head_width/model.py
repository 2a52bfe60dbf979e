from mindspore import nn


class IntentClassifier(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.embed = nn.Embedding(cfg.vocab_size, cfg.embed_dim)
        self.rnn = nn.GRU(cfg.embed_dim, cfg.hidden, num_layers=1, batch_first=True,
                          bidirectional=cfg.bidirectional)
        self.dropout = nn.Dropout(p=0.1)
        self.head = nn.Dense(cfg.hidden, cfg.num_intents)  # ROOT

    def construct(self, ids):
        x = self.embed(ids)
        out, _ = self.rnn(x)
        summary = out.mean(axis=1)
        return self.head(self.dropout(summary))
