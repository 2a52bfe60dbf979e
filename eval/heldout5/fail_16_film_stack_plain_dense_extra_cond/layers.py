from mindspore import nn, ops


class FiLMBlock(nn.Cell):
    """Dense layer whose output is scaled and shifted by the condition vector."""

    def __init__(self, width, cond_dim):
        super().__init__()
        self.fc = nn.Dense(width, width)
        self.film = nn.Dense(cond_dim, 2 * width)

    def construct(self, x, cond):
        gamma, beta = ops.chunk(self.film(cond), 2, axis=-1)
        return ops.relu(self.fc(x) * (1 + gamma) + beta)


def make_block(kind, width, cond_dim):
    if kind == "film":
        return FiLMBlock(width, cond_dim)
    if kind == "dense":
        return nn.Dense(width, width, activation="relu")
    raise ValueError(f"unknown block type {kind!r}")
