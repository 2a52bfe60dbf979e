from mindspore import nn, ops


class MoELayer(nn.Cell):
    """Soft mixture of experts with a load-balancing auxiliary loss."""

    def __init__(self, dim, num_experts=2):
        super().__init__()
        self.gate = nn.Dense(dim, num_experts)
        self.experts = nn.CellList([nn.Dense(dim, dim) for _ in range(num_experts)])
        self.num_experts = num_experts

    def construct(self, x):
        probs = ops.softmax(self.gate(x), axis=-1)
        outs = ops.stack([e(x) for e in self.experts], axis=-1)
        y = (outs * probs[:, None, :]).sum(axis=-1)
        usage = probs.mean(axis=0)
        aux = self.num_experts * (usage * usage).sum()
        return y, aux
