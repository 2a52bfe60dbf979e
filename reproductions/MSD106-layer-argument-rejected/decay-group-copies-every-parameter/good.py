"""Fine-tuning a small text encoder with two parameter groups: no decay on biases and norms. The
decay group is written as a copy of every parameter instead of the complement of the other
group, so the norm's parameters are in both, and the optimizer rejects the repeated parameter.
The line to change is the decay group's."""
from mindspore import nn


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.proj = nn.Dense(8, 8)
        self.norm = nn.LayerNorm((8,))

    def construct(self, x):
        return self.norm(self.proj(x))


def parameter_groups(net):
    params = net.trainable_params()
    plain = [p for p in params if "bias" in p.name or "norm" in p.name]
    decayed = [p for p in params if not ("bias" in p.name or "norm" in p.name)]
    return [{"params": decayed, "weight_decay": 0.01}, {"params": plain, "weight_decay": 0.0}]


if __name__ == "__main__":
    optimizer = nn.AdamWeightDecay(parameter_groups(Encoder()), learning_rate=1e-3)
    print(len(optimizer.parameters))
