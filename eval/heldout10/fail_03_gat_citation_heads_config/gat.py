import mindspore as ms
from mindspore import nn, ops


class GATLayer(nn.Cell):
    def __init__(self, in_dim, out_dim, heads, concat=True):
        super().__init__()
        self.heads = heads
        self.head_dim = out_dim // heads
        self.concat = concat
        self.proj = nn.Dense(in_dim, out_dim, has_bias=False)
        self.att_src = ms.Parameter(ops.randn(1, heads, self.head_dim) * 0.1, name="att_src")
        self.att_dst = ms.Parameter(ops.randn(1, heads, self.head_dim) * 0.1, name="att_dst")
        self.leaky = nn.LeakyReLU(0.2)

    def construct(self, x, adj):
        n = x.shape[0]
        h = self.proj(x).reshape(n, self.heads, self.head_dim)
        a_src = (h * self.att_src).sum(-1)          # (n, heads)
        a_dst = (h * self.att_dst).sum(-1)
        e = self.leaky(a_dst.T.expand_dims(2) + a_src.T.expand_dims(1))   # (heads, n, n)
        e = ops.where(adj.expand_dims(0) > 0, e, ops.full_like(e, -1e9))
        alpha = ops.softmax(e, axis=-1)
        out = ops.matmul(alpha, h.transpose(1, 0, 2))   # (heads, n, head_dim)
        out = out.transpose(1, 0, 2)
        if self.concat:
            return out.reshape(n, self.heads * self.head_dim)
        return out.mean(1)


class GAT(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.drop = nn.Dropout(p=cfg["dropout"])
        self.l1 = GATLayer(cfg["in_features"], cfg["hidden"], cfg["heads"])
        self.l2 = nn.Dense(cfg["hidden"] // cfg["heads"] * cfg["heads"], cfg["classes"])

    def construct(self, x, adj):
        h = ops.elu(self.l1(self.drop(x), adj))
        return self.l2(self.drop(h))
