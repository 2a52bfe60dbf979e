from mindspore import nn, ops

from layers import GRUEncoder, StaticEmbedding


class Forecaster(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.encoder = GRUEncoder(cfg.n_features, cfg.hidden, return_sequences=True)  # ROOT
        self.static = StaticEmbedding(cfg.n_static, cfg.static_dim)
        self.head = nn.SequentialCell([
            nn.Dense(cfg.hidden + cfg.static_dim, cfg.hidden, activation="relu"),
            nn.Dense(cfg.hidden, cfg.horizon),
        ])

    def construct(self, history, static):
        context = self.encoder(history)
        fused = ops.concat((context, self.static(static)), axis=-1)
        return self.head(fused)
