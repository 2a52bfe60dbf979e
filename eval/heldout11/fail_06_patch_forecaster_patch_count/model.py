from mindspore import nn, ops


class RevIN(nn.Cell):
    def __init__(self, eps=1e-5):
        super().__init__()
        self.eps = eps

    def construct(self, x):
        mean = x.mean(axis=-1, keep_dims=True)
        std = ops.sqrt(x.var(axis=-1, keepdims=True) + self.eps)
        return (x - mean) / std, mean, std


class PatchEmbedding(nn.Cell):
    def __init__(self, patch_len, stride, d_model):
        super().__init__()
        self.proj = nn.Conv1d(1, d_model, patch_len, stride=stride, pad_mode="valid")

    def construct(self, x):
        b, c, l = x.shape
        x = x.reshape(b * c, 1, l)
        return self.proj(x)  # (b*c, d_model, num_patches)


class PatchMixer(nn.Cell):
    def __init__(self, num_patches, d_model):
        super().__init__()
        self.token_mix = nn.Dense(num_patches, num_patches)
        self.channel_mix = nn.SequentialCell([nn.Dense(d_model, d_model * 2), nn.GELU(), nn.Dense(d_model * 2, d_model)])
        self.norm = nn.LayerNorm((d_model,))

    def construct(self, h):
        # h: (n, d_model, num_patches)
        h = h + self.token_mix(h)
        h = h.transpose(0, 2, 1)
        h = h + self.channel_mix(self.norm(h))
        return h


class PatchForecaster(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.revin = RevIN()
        self.embed = PatchEmbedding(cfg.PATCH_LEN, cfg.PATCH_STRIDE, cfg.D_MODEL)
        self.mixer = PatchMixer(cfg.NUM_PATCHES, cfg.D_MODEL)
        self.flatten = nn.Flatten()
        self.head = nn.Dense(cfg.NUM_PATCHES * cfg.D_MODEL, cfg.HORIZON)

    def construct(self, x):
        b, c, _ = x.shape
        x, mean, std = self.revin(x)
        h = self.mixer(self.embed(x))
        y = self.head(self.flatten(h)).reshape(b, c, -1)
        return y * std + mean
