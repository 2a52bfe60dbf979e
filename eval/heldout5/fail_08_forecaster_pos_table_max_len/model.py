import numpy as np
import mindspore as ms
from mindspore import nn


class Forecaster(nn.Cell):
    def __init__(self, n_series, horizon, d_model, max_len, ffn_mult):
        super().__init__()
        self.inp = nn.Dense(n_series, d_model)
        table = np.random.default_rng(0).standard_normal((1, max_len, d_model)) * 0.02
        self.pos = ms.Parameter(ms.Tensor(table, ms.float32), name="pos")
        self.norm = nn.LayerNorm((d_model,))
        self.ffn = nn.SequentialCell([nn.Dense(d_model, d_model * ffn_mult), nn.GELU(),
                                      nn.Dense(d_model * ffn_mult, d_model)])
        self.out = nn.Dense(d_model, horizon)

    def construct(self, x):
        t = x.shape[1]
        h = self.inp(x) + self.pos[:, :t]
        h = h + self.ffn(self.norm(h))
        return self.out(h[:, -1])
