"""A warm-restart schedule helper takes (peak_lr, floor_lr, ...); the script passes the settings
in the other order, and `nn.cosine_decay_lr` rejects a peak below the floor inside the helper.
The line to change is the call that swaps them."""
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
    lr = restart_schedule(FLOOR_LR, PEAK_LR, 10, 3)  # expect: MSD106
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.Adam(net.trainable_params(), lr))
    print(step(ms.Tensor(np.ones((2, 6)), ms.float32), ms.Tensor(np.zeros((2, 2)), ms.float32)))
