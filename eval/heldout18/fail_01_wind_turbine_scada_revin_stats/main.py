import mindspore as ms
import numpy as np
from mindspore import nn

import config
from data import load_batches
from model import PowerForecaster

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(config.SEED)

net = PowerForecaster(len(config.SIGNALS), config.HIDDEN, config.HORIZON)
loss_fn = nn.MSELoss()
optimizer = nn.Adam(net.trainable_params(), learning_rate=config.LR)


def forward_fn(x, y):
    return loss_fn(net(x), y / 1000.0)


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    optimizer(grads)
    return loss


for step, (x, y) in enumerate(load_batches(config.SEED)):
    loss = train_step(ms.Tensor(x), ms.Tensor(y))
    print(f"step {step} mse {float(loss.asnumpy()):.4f}")
print("done")
