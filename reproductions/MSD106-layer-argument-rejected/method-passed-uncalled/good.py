"""A fine-tuning script builds its optimizer in a helper. The caller hands it
`net.trainable_params` without calling it; the optimizer rejects a method ("must be Iterable
type, but got <class 'method'>") inside the helper, whose own line is right. The line to change
is the caller's."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


def build_optimizer(params, lr):
    return nn.Adam(params, learning_rate=lr)


if __name__ == "__main__":
    net = nn.SequentialCell([nn.Dense(6, 16), nn.ReLU(), nn.Dense(16, 2)])
    optimizer = build_optimizer(net.trainable_params(), 1e-3)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), optimizer)
    print(step(ms.Tensor(np.ones((2, 6)), ms.float32), ms.Tensor(np.zeros((2, 2)), ms.float32)))
