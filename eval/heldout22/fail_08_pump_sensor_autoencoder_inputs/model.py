import mindspore.nn as nn

import config


class PumpAutoencoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.SequentialCell([
            nn.Dense(config.N_FEATURES, config.HIDDEN), nn.Tanh(),
            nn.Dense(config.HIDDEN, config.LATENT),
        ])
        self.decoder = nn.SequentialCell([
            nn.Dense(config.LATENT, config.HIDDEN), nn.Tanh(),
            nn.Dense(config.HIDDEN, config.N_FEATURES),
        ])

    def construct(self, x):
        return self.decoder(self.encoder(x))
