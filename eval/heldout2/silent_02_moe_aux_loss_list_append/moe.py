import mindspore as ms
from mindspore import nn, ops


class Expert(nn.Cell):
    def __init__(self, dim, hidden):
        super().__init__()
        self.ff = nn.SequentialCell([nn.Dense(dim, hidden), nn.GELU(), nn.Dense(hidden, dim)])

    def construct(self, x):
        return self.ff(x)


class SoftMoE(nn.Cell):
    """Dense-gated mixture of experts with a Switch-style load-balancing penalty."""

    def __init__(self, dim, hidden, num_experts, aux_losses):
        super().__init__()
        self.router = nn.Dense(dim, num_experts, has_bias=False)
        self.experts = nn.CellList([Expert(dim, hidden) for _ in range(num_experts)])
        self.num_experts = num_experts
        self.aux_losses = aux_losses

    def construct(self, x):
        gates = ops.softmax(self.router(x), axis=-1)
        out = ops.zeros_like(x)
        for i, expert in enumerate(self.experts):
            out = out + gates[..., i:i + 1] * expert(x)
        top1 = ops.one_hot(gates.argmax(axis=-1), self.num_experts,
                           ops.ones((), ms.float32), ops.zeros((), ms.float32))
        load = top1.reshape(-1, self.num_experts).mean(axis=0)
        importance = gates.reshape(-1, self.num_experts).mean(axis=0)
        self.aux_losses.append(self.num_experts * (load * importance).sum())  # ROOT
        return out
