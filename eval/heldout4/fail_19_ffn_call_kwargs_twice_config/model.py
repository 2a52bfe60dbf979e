from mindspore import nn

from layers import Block


class GatedMLPNet(nn.Cell):
    def __init__(self, in_dim, dim, depth, num_classes, residual_scale, ffn_call_kwargs):
        super().__init__()
        self.inp = nn.Dense(in_dim, dim)
        self.blocks = nn.SequentialCell([Block(dim, residual_scale, ffn_call_kwargs) for _ in range(depth)])
        self.out = nn.Dense(dim, num_classes)

    def construct(self, x):
        return self.out(self.blocks(self.inp(x)))
