import mindspore as ms
from mindspore import nn, ops, Parameter
from mindspore.common.initializer import initializer, XavierUniform


class GATLayer(nn.Cell):
    def __init__(self, in_dim, out_dim, heads, negative_slope=0.2, concat=True):
        super().__init__()
        self.heads = heads
        self.head_dim = out_dim / heads  # ROOT
        self.concat = concat
        self.proj = nn.Dense(in_dim, out_dim, has_bias=False)
        self.att_src = Parameter(initializer(XavierUniform(), (1, heads, out_dim // heads), ms.float32), name="att_src")
        self.att_dst = Parameter(initializer(XavierUniform(), (1, heads, out_dim // heads), ms.float32), name="att_dst")
        self.leaky_relu = nn.LeakyReLU(negative_slope)
        self.softmax = nn.Softmax(axis=-1)

    def construct(self, x, adj):
        n = x.shape[0]
        h = self.proj(x).reshape(n, self.heads, self.head_dim)
        a_src = (h * self.att_src).sum(-1)
        a_dst = (h * self.att_dst).sum(-1)
        scores = self.leaky_relu(a_dst.T.expand_dims(2) + a_src.T.expand_dims(1))
        scores = ops.masked_fill(scores, adj.expand_dims(0) == 0, -1e9)
        attn = self.softmax(scores)
        out = ops.bmm(attn, h.transpose(1, 0, 2)).transpose(1, 0, 2)
        if self.concat:
            return out.reshape(n, -1)
        return out.mean(axis=1)
