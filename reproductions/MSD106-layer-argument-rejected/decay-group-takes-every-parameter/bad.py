"""AdamW with no decay on biases and norms: the decay group is every trainable parameter, so the
biases are in both groups and the optimizer refuses them."""
import mindspore as ms
from mindspore import nn

from optim_setup import param_groups

ms.set_context(mode=ms.GRAPH_MODE)


class Tagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.proj = nn.Dense(8, 8)
        self.norm = nn.LayerNorm((8,))

    def construct(self, x):
        return self.norm(self.proj(x))


if __name__ == "__main__":
    net = Tagger()
    optimizer = nn.AdamWeightDecay(param_groups(net, 0.01), learning_rate=1e-3)
    print(type(optimizer).__name__)
