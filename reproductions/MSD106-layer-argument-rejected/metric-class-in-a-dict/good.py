"""A soil-moisture regressor whose metrics come from a shared helper. One entry of the helper's
dict is the metric class, not an instance, and `Model` rejects the whole dict while it is built;
the message names only the class's metaclass. The line to change is that entry."""
from mindspore import nn
from mindspore.train import Model

from reporting_good import regression_metrics

if __name__ == "__main__":
    net = nn.SequentialCell(nn.Dense(4, 8), nn.ReLU(), nn.Dense(8, 1))
    optimizer = nn.Adam(net.trainable_params(), learning_rate=1e-3)
    model = Model(net, nn.MSELoss(), optimizer, metrics=regression_metrics())
    print(sorted(model.metrics) if hasattr(model, "metrics") else "built")
