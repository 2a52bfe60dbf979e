import numpy as np
import mindspore as ms
from mindspore import nn, ops

from ema import ModelEMA

ms.set_context(mode=ms.GRAPH_MODE)


class MnistCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
        )
        self.classifier = nn.SequentialCell(nn.Flatten(), nn.Dense(32 * 7 * 7, 64), nn.ReLU(), nn.Dense(64, 10))

    def construct(self, x):
        return self.classifier(self.features(x))


net = MnistCNN()
ema = ModelEMA(net, decay=0.99)
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)


def forward_fn(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    optimizer(grads)
    return loss


rng = np.random.default_rng(0)
for step in range(3):
    x = ms.Tensor(rng.random((16, 1, 28, 28)).astype(np.float32))
    y = ms.Tensor(rng.integers(0, 10, 16).astype(np.int32))
    loss = train_step(x, y)
    ema()
    print("step", step, "loss", loss)
