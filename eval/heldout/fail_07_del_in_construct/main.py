import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class WindowAttention(nn.Cell):
    def __init__(self, dim, num_heads):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = dim // num_heads
        self.qkv = nn.Dense(dim, dim * 3)
        self.proj = nn.Dense(dim, dim)
        self.softmax = nn.Softmax(axis=-1)

    def construct(self, x):
        B, N, C = x.shape
        qkv = self.qkv(x).reshape(B, N, 3, self.num_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        attn = self.softmax(ops.bmm(q.reshape(-1, N, self.head_dim), k.reshape(-1, N, self.head_dim).swapaxes(1, 2)))
        out = ops.bmm(attn, v.reshape(-1, N, self.head_dim))
        del qkv, attn  # ROOT
        out = out.reshape(B, self.num_heads, N, self.head_dim).permute(0, 2, 1, 3).reshape(B, N, C)
        return self.proj(out)


class Block(nn.Cell):
    def __init__(self, dim, heads):
        super().__init__()
        self.n1 = nn.LayerNorm((dim,))
        self.attn = WindowAttention(dim, heads)
        self.n2 = nn.LayerNorm((dim,))
        self.mlp = nn.SequentialCell(nn.Dense(dim, dim * 2), nn.GELU(), nn.Dense(dim * 2, dim))

    def construct(self, x):
        x = x + self.attn(self.n1(x))
        return x + self.mlp(self.n2(x))


class TinySwin(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Conv2d(3, 24, 4, 4)
        self.blocks = nn.SequentialCell([Block(24, 3), Block(24, 3)])
        self.head = nn.Dense(24, 5)

    def construct(self, img):
        x = self.embed(img)
        x = x.flatten(start_dim=2).swapaxes(1, 2)
        x = self.blocks(x)
        return self.head(x.mean(axis=1))


net = TinySwin()
print(net(ms.Tensor(np.random.rand(2, 3, 16, 16).astype("float32"))).shape)
