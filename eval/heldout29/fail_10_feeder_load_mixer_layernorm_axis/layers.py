from mindspore import nn, ops


class MixerBlock(nn.Cell):
    """Pre-norm token mixing (across hours) followed by channel mixing (across features)."""

    def __init__(self, hours, d_model):
        super().__init__()
        self.norm1 = nn.LayerNorm((d_model,), begin_norm_axis=1, begin_params_axis=1)  # ROOT
        self.token_mlp = nn.SequentialCell([nn.Dense(hours, hours), nn.GELU()])
        self.norm2 = nn.LayerNorm((d_model,))
        self.channel_mlp = nn.SequentialCell([nn.Dense(d_model, 2 * d_model), nn.GELU(),
                                              nn.Dense(2 * d_model, d_model)])

    def construct(self, x):                                    # x: (batch, hours, d_model)
        y = self.norm1(x).transpose(0, 2, 1)
        x = x + self.token_mlp(y).transpose(0, 2, 1)
        return x + self.channel_mlp(self.norm2(x))
