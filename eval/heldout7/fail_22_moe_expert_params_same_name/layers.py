import mindspore as ms
from mindspore import nn, ops, Parameter, ParameterTuple
from mindspore.common.initializer import initializer, HeUniform, Zero


def expert_weights(num_experts, shape, prefix, init="he"):
    init_fn = HeUniform() if init == "he" else Zero()
    params = []
    for i in range(num_experts):
        params.append(Parameter(initializer(init_fn, shape, ms.float32), name=f"{prefix}.weight"))  # ROOT
    return params


class TopKRouter(nn.Cell):
    def __init__(self, d_model, num_experts, k):
        super().__init__()
        self.gate = nn.Dense(d_model, num_experts, has_bias=False)
        self.k = k

    def construct(self, x):
        probs = ops.softmax(self.gate(x), axis=-1)
        top_p, top_i = ops.topk(probs, self.k)
        top_p = top_p / top_p.sum(axis=-1, keepdims=True)
        return top_p, top_i


class MoEFeedForward(nn.Cell):
    def __init__(self, d_model, d_ff, num_experts, k=2):
        super().__init__()
        self.num_experts = num_experts
        self.router = TopKRouter(d_model, num_experts, k)
        self.w_in = ParameterTuple(expert_weights(num_experts, (d_model, d_ff), "w_in"))
        self.w_out = ParameterTuple(expert_weights(num_experts, (d_ff, d_model), "w_out"))

    def construct(self, x):
        top_p, top_i = self.router(x)
        out = ops.zeros_like(x)
        for e in range(self.num_experts):
            gate = (top_p * (top_i == e).astype(x.dtype)).sum(axis=-1, keepdims=True)
            h = ops.gelu(ops.matmul(x, self.w_in[e]))
            out = out + gate * ops.matmul(h, self.w_out[e])
        return out
