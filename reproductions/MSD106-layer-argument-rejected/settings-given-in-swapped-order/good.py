"""The settings are passed in the helper's order."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

PEAK_LR = 3e-3
FLOOR_LR = 1e-5


def restart_schedule(peak_lr, floor_lr, steps_per_epoch, epochs):
    return nn.cosine_decay_lr(floor_lr, peak_lr, steps_per_epoch * epochs, steps_per_epoch, epochs)


if __name__ == "__main__":
    net = nn.Dense(6, 2)
    lr = restart_schedule(PEAK_LR, FLOOR_LR, 10, 3)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.Adam(net.trainable_params(), lr))
    print(step(ms.Tensor(np.ones((2, 6)), ms.float32), ms.Tensor(np.zeros((2, 2)), ms.float32)))
