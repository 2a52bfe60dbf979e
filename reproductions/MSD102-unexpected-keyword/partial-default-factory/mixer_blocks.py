from mindspore import nn


class MixerBlock(nn.Cell):
    def __init__(self, tokens, dim, norm_layer):
        super().__init__()
        self.norm1 = norm_layer((dim,))
        self.token_mix = nn.Dense(tokens, tokens)
        self.norm2 = norm_layer((dim,))
        self.channel_mix = nn.SequentialCell([nn.Dense(dim, 2 * dim), nn.GELU(), nn.Dense(2 * dim, dim)])

    def construct(self, x):
        x = x + self.token_mix(self.norm1(x).swapaxes(1, 2)).swapaxes(1, 2)
        return x + self.channel_mix(self.norm2(x))
