"""A projection head built from shared layer options. The options dict also says `has_bias`,
which the builder passes explicitly, so Python refuses the call while the model is being built
(a plain TypeError, before any graph). The entry to remove is in the options dict."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

LAYER_OPTIONS = {
    "weight_init": "normal",
    "has_bias": True,  # expect: MSD101
}


def projection(cin, cout, options):
    return nn.Dense(cin, cout, has_bias=False, **options)


class Head(nn.Cell):
    def __init__(self, cin=8, cout=4):
        super().__init__()
        self.proj = projection(cin, cout, LAYER_OPTIONS)

    def construct(self, x):
        return self.proj(x)


if __name__ == "__main__":
    x = ms.Tensor(np.random.default_rng(0).standard_normal((2, 8)), ms.float32)
    print(Head()(x).shape)
