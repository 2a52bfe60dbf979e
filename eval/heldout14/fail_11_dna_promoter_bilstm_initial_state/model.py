from mindspore import nn, ops

from utils import zero_state


class PromoterBiLSTM(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.cfg_layers = cfg.NUM_LAYERS
        self.hidden = cfg.HIDDEN
        self.bidirectional = cfg.BIDIRECTIONAL
        self.embed = nn.Embedding(len(cfg.NUCLEOTIDES), cfg.EMBED)
        self.lstm = nn.LSTM(cfg.EMBED, cfg.HIDDEN, num_layers=cfg.NUM_LAYERS, batch_first=True,
                            bidirectional=cfg.BIDIRECTIONAL)
        directions = 2 if cfg.BIDIRECTIONAL else 1
        self.classifier = nn.Dense(cfg.HIDDEN * directions, 2)

    def construct(self, seq):
        x = self.embed(seq)
        h0, c0 = zero_state(x.shape[0], self.cfg_layers, self.hidden, self.bidirectional)
        out, _ = self.lstm(x, (h0, c0))
        return self.classifier(ops.max(out, axis=1)[0])
