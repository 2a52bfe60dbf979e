"""A churn classifier whose hidden layers take their activation by name from a config dataclass.
The name is PyTorch's (`leaky_relu`); `nn.Dense` hands it to `get_activation`, whose KeyError
names its own parameter (`'name'`), not the layer's `activation`. The line to change is the
config field."""
import mindspore as ms
from mindspore import nn

from tabular_config import ChurnConfig


def hidden_stack(cfg):
    return nn.SequentialCell([nn.Dense(cfg.features, cfg.hidden, activation=cfg.activation),
                              nn.Dense(cfg.hidden, 2)])


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    net = hidden_stack(ChurnConfig())
    print(net(ms.ops.ones((4, 12), ms.float32)).shape)
