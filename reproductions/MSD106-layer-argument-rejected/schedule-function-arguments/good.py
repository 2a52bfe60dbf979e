"""The milestones end with the total step count."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

EPOCHS, STEPS, DECAY_AT, GAMMA = 6, 5, (3, 5), 0.1


def step_schedule(base_lr):
    milestones = [epoch * STEPS for epoch in DECAY_AT] + [EPOCHS * STEPS]
    rates = [base_lr * GAMMA ** i for i in range(len(DECAY_AT) + 1)]
    return nn.piecewise_constant_lr(milestones, rates)


if __name__ == "__main__":
    net = nn.Dense(4, 2)
    optimizer = nn.Momentum(net.trainable_params(), step_schedule(0.1), 0.9)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), optimizer)
    x = ms.Tensor(np.ones((3, 4)), ms.float32)
    print(step(x, ms.Tensor(np.zeros((3, 2)), ms.float32)))
