import mindspore as ms
from mindspore import nn, ops


class ConvStem(nn.Cell):
    """Two stride-2 3x3 convolutions in place of a patchify layer."""

    def __init__(self, in_channels, dim):
        super().__init__()
        self.conv1 = nn.Conv2d(in_channels, dim // 2, 3, stride=2, pad_mode="pad", padding=1)
        self.bn1 = nn.BatchNorm2d(dim // 2)
        self.conv2 = nn.Conv2d(dim // 2, dim, 3, stride=2, pad_mode="pad", padding=1)
        self.act = nn.GELU()

    def construct(self, x):
        x = self.act(self.bn1(self.conv1(x)))
        return self.conv2(x)


class Attention(nn.Cell):
    def __init__(self, dim, heads):
        super().__init__()
        self.heads = heads
        self.head_dim = dim // heads
        self.scale = self.head_dim ** -0.5
        self.qkv = nn.Dense(dim, dim * 3)
        self.proj = nn.Dense(dim, dim)

    def construct(self, x):
        b, n, d = x.shape
        qkv = self.qkv(x).reshape(b, n, 3, self.heads, self.head_dim).transpose(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        attn = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) * self.scale, axis=-1)
        out = ops.matmul(attn, v).transpose(0, 2, 1, 3).reshape(b, n, d)
        return self.proj(out)


class EncoderBlock(nn.Cell):
    def __init__(self, dim, heads, mlp_ratio):
        super().__init__()
        self.norm1 = nn.LayerNorm((dim,))
        self.attn = Attention(dim, heads)
        self.norm2 = nn.LayerNorm((dim,))
        self.mlp = nn.SequentialCell([nn.Dense(dim, dim * mlp_ratio), nn.GELU(), nn.Dense(dim * mlp_ratio, dim)])

    def construct(self, x):
        x = x + self.attn(self.norm1(x))
        return x + self.mlp(self.norm2(x))
