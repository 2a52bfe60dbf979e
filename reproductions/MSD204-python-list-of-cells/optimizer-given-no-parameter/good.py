"""A tabular regressor whose hidden layers are kept in a Python list. MindSpore does not register
cells held in a list, so the model has no trainable parameter, and the optimizer is the first to
notice: "the argument parameters must not be empty". The line to change is the list."""
import mindspore as ms
from mindspore import nn


class YieldRegressor(nn.Cell):
    def __init__(self, features=6, widths=(16, 8)):
        super().__init__()
        sizes = (features, *widths)
        self.hidden = nn.CellList([nn.Dense(a, b, activation="relu") for a, b in zip(sizes, sizes[1:])])
        self.out = nn.Dense(widths[-1], 1)

    def construct(self, x):
        for layer in self.hidden:
            x = layer(x)
        return self.out(x)


def make_optimizer(net):
    hidden = [p for p in net.trainable_params() if p.name.startswith("hidden")]
    return nn.Momentum(hidden, learning_rate=0.01, momentum=0.9)


if __name__ == "__main__":
    net = YieldRegressor()
    optimizer = make_optimizer(net)
    print(len(optimizer.parameters))
