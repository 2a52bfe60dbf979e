from mindspore import nn


class ConvDecoder(nn.Cell):
    def __init__(self, image_size, base, latent_dim):
        super().__init__()
        self.base = base
        self.side = image_size // 4
        self.fc = nn.Dense(latent_dim, base * 2 * self.side * self.side)
        self.up = nn.SequentialCell([
            nn.Conv2dTranspose(base * 2, base, 4, stride=2, pad_mode="pad", padding=1), nn.ReLU(),
            nn.Conv2dTranspose(base, 1, 4, stride=2, pad_mode="pad", padding=1),
        ])

    def construct(self, z):
        h = self.fc(z).reshape(-1, self.base * 2, self.side, self.side)
        return self.up(h)
