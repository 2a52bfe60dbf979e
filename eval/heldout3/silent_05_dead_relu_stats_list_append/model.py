from mindspore import nn, ops
import mindspore as ms


class ProbedMLP(nn.Cell):
    """MLP that records, per hidden layer, the fraction of ReLU units that are zero."""

    def __init__(self, dims):
        super().__init__()
        self.layers = nn.CellList([nn.Dense(a, b) for a, b in zip(dims[:-1], dims[1:])])
        self.relu = nn.ReLU()
        self.dead_fractions = []

    def construct(self, x):
        for i, layer in enumerate(self.layers):
            x = layer(x)
            if i < len(self.layers) - 1:
                x = self.relu(x)
                self.dead_fractions.append(ops.cast(x <= 0, ms.float32).mean())  # ROOT
        return x
