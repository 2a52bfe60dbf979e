from mindspore import nn, ops


class MaskedMeanPool(nn.Cell):
    """Mean over the time axis that ignores padded positions."""

    def construct(self, x, mask=None):
        m = mask.astype(x.dtype).expand_dims(-1)          # (B, T, 1)
        return (x * m).sum(axis=1) / ops.clamp(m.sum(axis=1), min=1.0)


class ConvEncoder(nn.Cell):
    def __init__(self, vocab, dim):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim, padding_idx=0)
        self.conv = nn.Conv1d(dim, dim, 3, pad_mode="same")
        self.act = nn.ReLU()

    def construct(self, ids):
        h = self.embed(ids).transpose(0, 2, 1)
        return self.act(self.conv(h)).transpose(0, 2, 1)
