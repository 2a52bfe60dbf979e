import mindspore as ms
from mindspore import nn, ops


class Top1MoE(nn.Cell):
    def __init__(self, dim, num_experts):
        super().__init__()
        self.router = nn.Dense(dim, num_experts)
        self.experts = nn.CellList([nn.Dense(dim, dim) for _ in range(num_experts)])
        self.num_experts = num_experts
        self.load = {"tokens": ops.zeros(num_experts, ms.float32)}

    def construct(self, x):
        gate = ops.softmax(self.router(x), axis=-1)
        choice = ops.argmax(gate, dim=-1)
        onehot = ops.one_hot(choice, self.num_experts, ops.ones((), x.dtype), ops.zeros((), x.dtype))
        self.load["tokens"] = self.load["tokens"] + onehot.sum(axis=0)  # ROOT
        out = ops.zeros_like(x)
        for i in range(self.num_experts):
            out = out + self.experts[i](x) * (onehot[:, i:i + 1] * gate[:, i:i + 1])
        return out
