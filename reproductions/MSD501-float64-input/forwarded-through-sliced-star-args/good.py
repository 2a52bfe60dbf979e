"""A turbine-power regressor trained with a generic step that takes the whole batch as `*inputs`
and gives the network every input but the last. The table loader reads the features with
`np.loadtxt`, whose default dtype is float64; the Dense gets them through the batch tuple, the
jit step and the sliced `*inputs[:-1]`. The line to change is the loader's."""
import mindspore as ms
from mindspore import nn

from readings_good import load_table

ms.set_context(mode=ms.GRAPH_MODE)



class PowerRegressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.hidden = nn.Dense(3, 8)
        self.out = nn.Dense(8, 1)

    def construct(self, features):
        return self.out(ms.ops.relu(self.hidden(features)))


net = PowerRegressor()
loss_fn = nn.MSELoss()
optimizer = nn.SGD(net.trainable_params(), learning_rate=0.01)


def forward(*inputs):
    return loss_fn(net(*inputs[:-1]), inputs[-1])


grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)


@ms.jit
def train_step(features, target):
    loss, grads = grad_fn(features, target)
    optimizer(grads)
    return loss


if __name__ == "__main__":
    batch = [ms.Tensor(column) for column in load_table()]
    print(train_step(*batch))
