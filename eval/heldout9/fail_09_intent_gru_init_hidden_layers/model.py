import mindspore as ms
from mindspore import nn, ops


class IntentClassifier(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.cfg = cfg
        self.embed = nn.Embedding(cfg.vocab_size, cfg.embed_dim, padding_idx=0)
        self.gru = nn.GRU(cfg.embed_dim, cfg.hidden, num_layers=cfg.num_layers,
                          batch_first=True, dropout=cfg.dropout)
        self.classifier = nn.Dense(cfg.hidden, cfg.num_intents)

    def init_hidden(self, batch):
        return ops.zeros((1, batch, self.cfg.hidden), ms.float32)  # ROOT

    def construct(self, tokens):
        h0 = self.init_hidden(tokens.shape[0])
        _, h_n = self.gru(self.embed(tokens), h0)
        return self.classifier(h_n[-1])
