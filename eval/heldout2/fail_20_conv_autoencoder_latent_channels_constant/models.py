from mindspore import nn

import config as C


def down(cin, cout):
    return nn.SequentialCell([
        nn.Conv2d(cin, cout, 3, stride=2, pad_mode="pad", padding=1), nn.BatchNorm2d(cout), nn.LeakyReLU(0.2),
    ])


def up(cin, cout, last=False):
    layers = [nn.Conv2dTranspose(cin, cout, 4, stride=2, pad_mode="pad", padding=1)]
    layers += [nn.Sigmoid()] if last else [nn.BatchNorm2d(cout), nn.ReLU()]
    return nn.SequentialCell(layers)


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        chans = (C.IN_CHANNELS,) + C.ENCODER_CHANNELS
        self.blocks = nn.SequentialCell([down(chans[i], chans[i + 1]) for i in range(len(chans) - 1)])

    def construct(self, x):
        return self.blocks(x)


class Decoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.blocks = nn.SequentialCell([
            up(C.LATENT_CHANNELS, C.ENCODER_CHANNELS[1]),
            up(C.ENCODER_CHANNELS[1], C.ENCODER_CHANNELS[0]),
            up(C.ENCODER_CHANNELS[0], C.IN_CHANNELS, last=True),
        ])

    def construct(self, z):
        return self.blocks(z)


class DenoisingAE(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = Encoder()
        self.decoder = Decoder()

    def construct(self, noisy):
        return self.decoder(self.encoder(noisy))
