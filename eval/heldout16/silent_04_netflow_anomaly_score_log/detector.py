import mindspore.nn as nn


class FlowAutoencoder(nn.Cell):
    def __init__(self, n_features, bottleneck):
        super().__init__()
        self.encoder = nn.SequentialCell([nn.Dense(n_features, 16), nn.Tanh(), nn.Dense(16, bottleneck)])
        self.decoder = nn.SequentialCell([nn.Dense(bottleneck, 16), nn.Tanh(), nn.Dense(16, n_features)])

    def construct(self, x):
        return self.decoder(self.encoder(x))


class AnomalyScorer(nn.Cell):
    """Per-flow reconstruction error; keeps a log of the scores seen, for threshold calibration."""

    def __init__(self, autoencoder):
        super().__init__()
        self.autoencoder = autoencoder
        self.score_log = []

    def construct(self, flows):
        err = ((self.autoencoder(flows) - flows) ** 2).mean(axis=1)
        self.score_log.append(err)  # ROOT
        return err
