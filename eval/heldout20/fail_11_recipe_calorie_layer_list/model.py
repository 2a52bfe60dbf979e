from mindspore import nn


class CalorieRegressor(nn.Cell):
    """Grams of each ingredient per serving -> kcal per serving."""

    def __init__(self, in_dim, hidden_sizes):
        super().__init__()
        sizes = [in_dim] + list(hidden_sizes)
        layers = []
        for a, b in zip(sizes[:-1], sizes[1:]):
            layers.append(nn.Dense(a, b, activation="relu"))
        layers.append(nn.Dense(sizes[-1], 1))
        self.layers = layers  # ROOT

    def construct(self, x):
        for layer in self.layers:
            x = layer(x)
        return x
