from mindspore import nn


class ProbedMLP(nn.Cell):
    """MLP that keeps each hidden activation so the training script can log its statistics."""

    def __init__(self, in_dim, widths, num_classes):
        super().__init__()
        dims = [in_dim] + list(widths)
        self.names = [f"hidden{i}" for i in range(len(widths))]
        self.layers = nn.CellList([nn.SequentialCell([nn.Dense(a, b), nn.ReLU()]) for a, b in zip(dims, dims[1:])])
        self.head = nn.Dense(dims[-1], num_classes)
        self.activations = {}

    def construct(self, x):
        for name, layer in zip(self.names, self.layers):
            x = layer(x)
            self.activations[name] = x  # ROOT
        return self.head(x)
