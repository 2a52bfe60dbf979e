from mindspore import nn

from layers import MoEFeedForward


class MoEClassifier(nn.Cell):
    def __init__(self, in_dim, d_model, d_ff, num_experts, num_classes):
        super().__init__()
        self.embed = nn.Dense(in_dim, d_model)
        self.norm = nn.LayerNorm((d_model,))
        self.moe = MoEFeedForward(d_model, d_ff, num_experts)
        self.head = nn.Dense(d_model, num_classes)

    def construct(self, x):
        h = self.embed(x)
        h = h + self.moe(self.norm(h))
        return self.head(h)
