from mindspore import nn


class ConvDenoiser(nn.Cell):
    def __init__(self, latent):
        super().__init__()
        self.encoder = nn.SequentialCell([
            nn.Conv2d(1, 16, 3, stride=2), nn.ReLU(),
            nn.Conv2d(16, latent, 3, stride=2), nn.ReLU(),
        ])
        self.decoder = nn.SequentialCell([
            nn.Conv2dTranspose(latent, 16, 2, stride=2), nn.ReLU(),
            nn.Conv2dTranspose(16, 1, 2, stride=2), nn.Sigmoid(),
        ])

    def construct(self, noisy):
        return self.decoder(self.encoder(noisy))
