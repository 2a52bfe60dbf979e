from mindspore import nn

import config


class PatchEmbed(nn.Cell):
    """Split each univariate series into non-overlapping patches and project them."""

    def __init__(self, patch_len, d_model):
        super().__init__()
        self.patch_len = patch_len
        self.proj = nn.Dense(patch_len, d_model)

    def construct(self, x):
        # x: (B, V, L) -> (B*V, L/P, P)
        b, v, l = x.shape
        patches = x.reshape(b * v, l // self.patch_len, self.patch_len)
        return self.proj(patches)


class PatchForecaster(nn.Cell):
    def __init__(self):
        super().__init__()
        n_patches = config.SEQ_LEN // config.PATCH_LEN
        self.embed = PatchEmbed(config.PATCH_LEN, config.D_MODEL)
        self.mixer = nn.SequentialCell(nn.Dense(config.D_MODEL, config.D_MODEL), nn.GELU())
        self.head = nn.Dense(n_patches * config.D_MODEL, config.HORIZON)

    def construct(self, x):
        b, v, _ = x.shape
        h = self.mixer(self.embed(x))
        h = h.reshape(b * v, -1)
        return self.head(h).reshape(b, v, -1)
