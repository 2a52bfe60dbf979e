import mindspore as ms
from mindspore import nn, ops


class Expert(nn.Cell):
    def __init__(self, dim, hidden):
        super().__init__()
        self.fc1 = nn.Dense(dim, hidden)
        self.fc2 = nn.Dense(hidden, dim)

    def construct(self, x):
        return self.fc2(ops.gelu(self.fc1(x)))


class SoftMoE(nn.Cell):
    def __init__(self, dim, hidden, n_experts):
        super().__init__()
        self.router = nn.Dense(dim, n_experts, has_bias=False)
        self.experts = nn.CellList([Expert(dim, hidden) for _ in range(n_experts)])
        self.n_experts = n_experts

    def construct(self, x):
        logits = self.router(x)
        probs = ops.softmax(logits, axis=-1)
        out = 0
        for e in range(self.n_experts):
            out = out + probs[..., e:e + 1] * self.experts[e](x)
        importance = probs.reshape(-1, self.n_experts).mean(axis=0)
        balance = self.n_experts * (importance * importance).sum()
        z = (ops.logsumexp(logits, -1) ** 2).mean()
        return out, balance, z


class MoEBlock(nn.Cell):
    def __init__(self, dim, hidden, n_experts):
        super().__init__()
        self.norm = nn.LayerNorm((dim,))
        self.moe = SoftMoE(dim, hidden, n_experts)

    def construct(self, x):
        h, balance, z = self.moe(self.norm(x))
        return x + h, balance, z
