"""A tabular regressor chooses its activation from a string setting in `__init__`, with an
`if`/`elif` chain and no `else`. The config asks for "swish", which none of the branches
handles, so `self.act` is never set and the graph fails where construct reads it. The line
to change is the setting in the config dict."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

MODEL = {"features": 6, "hidden": 12, "activation": "silu"}


class TabularRegressor(nn.Cell):
    def __init__(self, features, hidden, activation="relu"):
        super().__init__()
        self.fc = nn.Dense(features, hidden)
        if activation == "relu":
            self.act = nn.ReLU()
        elif activation in ("silu", "gelu"):
            self.act = nn.SiLU() if activation == "silu" else nn.GELU()
        self.out = nn.Dense(hidden, 1)

    def construct(self, x):
        return self.out(self.act(self.fc(x)))


if __name__ == "__main__":
    rows = ms.Tensor(np.random.default_rng(0).random((4, 6)).astype(np.float32))
    print(TabularRegressor(**MODEL)(rows).shape)
