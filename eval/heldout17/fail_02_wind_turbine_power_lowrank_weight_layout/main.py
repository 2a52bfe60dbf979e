import numpy as np
import mindspore as ms
from mindspore import nn

from data import FEATURES, scada_windows, minibatches
from model import PowerCurveNet

BATCH_SIZE = 16
EPOCHS = 2


def main():
    ms.set_seed(11)
    x, y = scada_windows(96)
    net = PowerCurveNet(len(FEATURES))
    loss_fn = nn.HuberLoss()
    optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3, weight_decay=1e-4)

    def forward_fn(features, target):
        return loss_fn(net(features), target)

    grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

    @ms.jit
    def train_step(features, target):
        loss, grads = grad_fn(features, target)
        optimizer(grads)
        return loss

    for epoch in range(EPOCHS):
        losses = []
        for xb, yb in minibatches(x, y, BATCH_SIZE):
            losses.append(float(train_step(ms.Tensor(xb), ms.Tensor(yb)).asnumpy()))
        print("epoch %d  huber %.5f" % (epoch, np.mean(losses)))


if __name__ == "__main__":
    main()
