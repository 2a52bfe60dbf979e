"""Gated feed-forward block called with extra options copied from a config dict. The options
also hold `gate`, which construct already passes positionally: one parameter gets two values.
The entry to remove is in the config dict, which the cell copied with `dict(...)`."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

FFN_OPTIONS = {
    "dropout_scale": 1.0,
    "gate": None,  # expect: MSD101
}


class GatedFFN(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.fc = nn.Dense(dim, dim)

    def construct(self, x, gate=None, dropout_scale=1.0):
        h = self.fc(x) * dropout_scale
        return h * ops.sigmoid(gate) if gate is not None else h


class Encoder(nn.Cell):
    def __init__(self, dim=8):
        super().__init__()
        self.ffn = GatedFFN(dim)
        self.options = dict(FFN_OPTIONS)

    def construct(self, x):
        gate = x.mean(axis=-1, keep_dims=True)
        return self.ffn(x, gate, **self.options)


if __name__ == "__main__":
    x = ms.Tensor(np.random.default_rng(0).standard_normal((2, 8)), ms.float32)
    print(Encoder()(x).shape)
