from mindspore import nn

from layers import EncoderLayer


class TextClassifier(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.embed = nn.Embedding(cfg.vocab_size, cfg.d_model)
        self.layers = nn.CellList([EncoderLayer(cfg) for _ in range(cfg.n_layers)])
        self.head = nn.Dense(cfg.d_model, cfg.num_classes)

    def construct(self, ids):
        h = self.embed(ids)
        for layer in self.layers:
            h = layer(h)
        return self.head(h.mean(axis=1))
