from mindspore import nn, ops


class ConvEncoder(nn.Cell):
    def __init__(self, image_size, base, latent_dim):
        super().__init__()
        self.latent_dim = latent_dim
        self.net = nn.SequentialCell([
            nn.Conv2d(1, base, 4, stride=2, pad_mode="pad", padding=1), nn.LeakyReLU(0.2),
            nn.Conv2d(base, base * 2, 4, stride=2, pad_mode="pad", padding=1), nn.LeakyReLU(0.2),
            nn.Flatten(),
        ])
        feat = base * 2 * (image_size // 4) ** 2
        self.stats = nn.Dense(feat, 2 * latent_dim)

    def construct(self, x):
        stats = self.stats(self.net(x))
        mu, logvar = ops.split(stats, self.latent_dim, axis=0)  # ROOT
        return mu, logvar
