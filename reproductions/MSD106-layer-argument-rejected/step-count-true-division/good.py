"""An image classifier's cosine schedule computes the steps per epoch with a floor division: ints."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


def cosine_schedule(base_lr, n_samples, batch, epochs):
    steps_per_epoch = n_samples // batch
    total = steps_per_epoch * epochs
    return nn.cosine_decay_lr(0.0, base_lr, total, steps_per_epoch, epochs)


if __name__ == "__main__":
    net = nn.Dense(8, 3)
    lr = cosine_schedule(0.1, 640, 32, 5)
    optimizer = nn.Momentum(net.trainable_params(), lr, 0.9)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), optimizer)
    print(step(ms.Tensor(np.ones((2, 8)), ms.float32), ms.Tensor(np.zeros((2, 3)), ms.float32)))
