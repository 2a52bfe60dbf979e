"""A segmentation trainer keeps its step schedule in a config: decay epochs and their rates. The
epochs are not in increasing order, and `nn.piecewise_constant_lr` rejects the milestones made
from them ("milestone[1] must be greater than milestone[0]") in the helper that scales them to
steps. The line to change is the config's list."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

LR_RATES = [0.1, 0.01, 0.001]
LR_EPOCHS = [30, 60, 90]
STEPS = 10


def step_lr(rates, epochs, steps):
    milestones = [e * steps for e in epochs]
    return nn.piecewise_constant_lr(milestones, rates)


if __name__ == "__main__":
    net = nn.Dense(4, 2)
    optimizer = nn.Momentum(net.trainable_params(), step_lr(LR_RATES, LR_EPOCHS, STEPS), 0.9)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), optimizer)
    print(step(ms.Tensor(np.ones((2, 4)), ms.float32), ms.Tensor(np.zeros((2, 2)), ms.float32)))
