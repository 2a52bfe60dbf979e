import os

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from model import FineTuneNet

ms.set_context(mode=ms.GRAPH_MODE)

WARMUP_EPOCHS = 2
EPOCHS = 6


def make_task(rng, n=512):
    x = rng.normal(size=(n, 20)).astype(np.float32)
    w = rng.normal(size=(20, 3)).astype(np.float32)
    y = np.argmax(np.tanh(x @ w) + 0.1 * rng.normal(size=(n, 3)), axis=1).astype(np.int32)
    return x, y


rng = np.random.default_rng(0)
x_all, y_all = make_task(rng)
net = FineTuneNet()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), nn.SGD(net.trainable_params(), learning_rate=0.05))
train.set_train()

for epoch in range(EPOCHS):
    os.environ["FREEZE_BACKBONE"] = "1" if epoch < WARMUP_EPOCHS else "0"
    w_before = net.backbone[0].weight.asnumpy().copy()
    for i in range(0, len(x_all), 64):
        loss = train(Tensor(x_all[i:i + 64]), Tensor(y_all[i:i + 64]))
    moved = np.abs(net.backbone[0].weight.asnumpy() - w_before).max()
    print(f"epoch {epoch} freeze={os.environ['FREEZE_BACKBONE']} loss {loss.asnumpy():.4f} backbone update {moved:.2e}")
