from mindspore import nn, ops


class GatedResidualMLP(nn.Cell):
    """Tabular model: residual MLP blocks, the residual only applied once the batch is big enough."""

    def __init__(self, in_dim, width, depth, num_classes, min_batch_for_residual=2):
        super().__init__()
        self.inp = nn.Dense(in_dim, width)
        self.blocks = nn.CellList([nn.SequentialCell([nn.LayerNorm((width,)), nn.Dense(width, width), nn.GELU()])
                                   for _ in range(depth)])
        self.out = nn.Dense(width, num_classes)
        self.min_batch = min_batch_for_residual

    def construct(self, x):
        h = self.inp(x)
        for block in self.blocks:
            if (n := h.shape[0]) >= self.min_batch:  # ROOT
                h = h + block(h) / n
            else:
                h = block(h)
        return self.out(ops.relu(h))
