from mindspore import nn, ops

LATENT = 16


class Generator(nn.Cell):
    def __init__(self, ch=32):
        super().__init__()
        self.ch = ch
        self.fc = nn.Dense(LATENT, ch * 4 * 4)
        self.up = nn.SequentialCell(
            nn.Conv2dTranspose(ch, ch // 2, 4, stride=2, pad_mode="same"),
            nn.BatchNorm2d(ch // 2), nn.ReLU(),
            nn.Conv2dTranspose(ch // 2, 1, 4, stride=2, pad_mode="same"),
            nn.Tanh(),
        )

    def construct(self, z):
        h = self.fc(z).reshape(z.shape[0], self.ch, 4, 4)
        return self.up(h)


class Discriminator(nn.Cell):
    def __init__(self, ch=32):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, ch // 2, 4, stride=2, pad_mode="same"), nn.LeakyReLU(0.2),
            nn.Conv2d(ch // 2, ch, 4, stride=2, pad_mode="same"), nn.LeakyReLU(0.2),
        )
        self.head = nn.Dense(ch * 4 * 4, 1)

    def construct(self, x):
        h = self.features(x)
        return self.head(h.reshape(h.shape[0], -1))


def bce_logits(logits, target_value):
    target = ops.full_like(logits, target_value)
    return ops.binary_cross_entropy_with_logits(logits, target, ops.ones_like(logits), ops.ones_like(logits))
