"""A regression trainer that builds `WithLossCell(loss, net)`: WithLossCell calls the first cell
it holds with the data alone, so the loss is called without its target."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


def trainer_for(net, lr=0.01):
    loss_fn = nn.MSELoss()
    with_loss = nn.WithLossCell(net, loss_fn)
    return nn.TrainOneStepCell(with_loss, nn.SGD(net.trainable_params(), lr))


if __name__ == "__main__":
    step = trainer_for(nn.Dense(4, 1))
    x = ms.Tensor(np.random.randn(8, 4).astype(np.float32))
    y = ms.Tensor(np.random.randn(8, 1).astype(np.float32))
    print(step(x, y))
