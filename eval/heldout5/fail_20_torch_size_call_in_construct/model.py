from mindspore import nn, ops


class PatchEmbed(nn.Cell):
    def __init__(self, in_ch, dim, patch):
        super().__init__()
        self.proj = nn.Conv2d(in_ch, dim, patch, stride=patch, has_bias=True)

    def construct(self, x):
        x = self.proj(x)                               # (B, D, H', W')
        return x.reshape(x.size(0), x.shape[1], -1).swapaxes(1, 2)  # ROOT


class TinyMixer(nn.Cell):
    def __init__(self, in_ch=3, dim=16, patch=4, image=16, num_classes=6):
        super().__init__()
        tokens = (image // patch) ** 2
        self.embed = PatchEmbed(in_ch, dim, patch)
        self.norm = nn.LayerNorm((dim,))
        self.token_mix = nn.Dense(tokens, tokens)
        self.head = nn.Dense(dim, num_classes)

    def construct(self, x):
        t = self.embed(x)
        t = t + self.token_mix(self.norm(t).swapaxes(1, 2)).swapaxes(1, 2)
        return self.head(ops.mean(t, axis=1))
