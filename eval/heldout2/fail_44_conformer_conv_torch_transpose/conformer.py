import mindspore as ms
from mindspore import nn, ops


class FeedForwardModule(nn.Cell):
    def __init__(self, dim, expansion=4, dropout=0.1):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.LayerNorm((dim,)), nn.Dense(dim, dim * expansion), nn.SiLU(),
            nn.Dropout(p=dropout), nn.Dense(dim * expansion, dim), nn.Dropout(p=dropout),
        )

    def construct(self, x):
        return self.net(x)


class ConvModule(nn.Cell):
    def __init__(self, dim, kernel_size=15):
        super().__init__()
        self.norm = nn.LayerNorm((dim,))
        self.pointwise_in = nn.Conv1d(dim, 2 * dim, 1, has_bias=True)
        self.glu = nn.GLU(axis=1)
        self.depthwise = nn.Conv1d(dim, dim, kernel_size, pad_mode="same", group=dim, has_bias=True)
        self.bn = nn.BatchNorm1d(dim)
        self.act = nn.SiLU()
        self.pointwise_out = nn.Conv1d(dim, dim, 1, has_bias=True)

    def construct(self, x):
        h = self.norm(x).transpose(1, 2)  # ROOT
        h = self.glu(self.pointwise_in(h))
        h = self.act(self.bn(self.depthwise(h)))
        h = self.pointwise_out(h)
        return h.swapaxes(1, 2)


class ConformerBlock(nn.Cell):
    def __init__(self, dim, heads):
        super().__init__()
        self.ff1 = FeedForwardModule(dim)
        self.attn_norm = nn.LayerNorm((dim,))
        self.attn = nn.MultiheadAttention(dim, heads, batch_first=True)
        self.conv = ConvModule(dim)
        self.ff2 = FeedForwardModule(dim)
        self.out_norm = nn.LayerNorm((dim,))

    def construct(self, x):
        x = x + 0.5 * self.ff1(x)
        h = self.attn_norm(x)
        x = x + self.attn(h, h, h)[0]
        x = x + self.conv(x)
        x = x + 0.5 * self.ff2(x)
        return self.out_norm(x)
