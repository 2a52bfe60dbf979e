"""A gradient monitor registers a backward hook that appends each gradient norm to a list. In
graph mode the training step is compiled and the hook's append never happens: the list stays
empty."""
import sys

import numpy as np
import mindspore as ms
from mindspore import nn


def monitor(cell, norms):
    def hook(cell, grad_input, grad_output):
        norms.append(float(np.abs(grad_output[0].asnumpy()).sum()))  # expect: MSD703
    cell.register_backward_hook(hook)


if __name__ == "__main__":
    ms.set_context(mode=ms.PYNATIVE_MODE if "--pynative" in sys.argv else ms.GRAPH_MODE)
    net = nn.SequentialCell(nn.Dense(4, 8), nn.ReLU(), nn.Dense(8, 1))
    norms = []
    monitor(net[2], norms)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.01))
    x = ms.Tensor(np.random.randn(6, 4), ms.float32)
    y = ms.Tensor(np.random.randn(6, 1), ms.float32)
    for _ in range(3):
        step(x, y)
    print("gradient norms recorded:", len(norms))
