from mindspore import nn, ops


class GatedAttentionPool(nn.Cell):
    """Ilse et al. gated attention pooling over the instances of a bag."""

    def __init__(self, in_dim, attn_dim=64):
        super().__init__()
        self.v = nn.Dense(in_dim, attn_dim)
        self.u = nn.Dense(in_dim, attn_dim)
        self.w = nn.Dense(attn_dim, 1)

    def construct(self, inst, inst_mask):
        gate = ops.tanh(self.v(inst)) * ops.sigmoid(self.u(inst))
        scores = self.w(gate).squeeze(-1)
        scores = ops.masked_fill(scores, inst_mask == 0, -1e9)
        weights = ops.softmax(scores, dim=-1)  # ROOT
        return (weights.expand_dims(-1) * inst).sum(axis=1), weights
