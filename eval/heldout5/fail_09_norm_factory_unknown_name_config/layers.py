from mindspore import nn

_ACTS = {"relu": nn.ReLU, "gelu": nn.GELU, "silu": nn.SiLU}


def make_norm(kind, dim):
    """Normalisation over the last (feature) axis; unknown kinds mean no norm layer."""
    if kind == "layernorm":
        return nn.LayerNorm((dim,))
    if kind == "rmsnorm":
        return nn.RMSNorm(dim) if hasattr(nn, "RMSNorm") else nn.LayerNorm((dim,))
    if kind == "identity":
        return nn.Identity()
    return None


def make_act(name):
    return _ACTS[name]()


class PointMLP(nn.Cell):
    """Shared per-point Dense -> norm -> activation."""

    def __init__(self, cin, cout, norm, act):
        super().__init__()
        self.fc = nn.Dense(cin, cout)
        self.norm = make_norm(norm, cout)
        self.act = make_act(act)

    def construct(self, x):
        return self.act(self.norm(self.fc(x)))
