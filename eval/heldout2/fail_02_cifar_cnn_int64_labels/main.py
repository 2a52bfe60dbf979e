import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)

NUM_CLASSES = 10


def synthetic_cifar(num, seed=1):
    rng = np.random.default_rng(seed)
    images = rng.random((num, 3, 32, 32), dtype=np.float32)
    labels = rng.integers(0, NUM_CLASSES, size=(num,))
    return images, labels


def to_tensors(images, labels):
    mean = np.array([0.491, 0.482, 0.447], np.float32).reshape(1, 3, 1, 1)
    std = np.array([0.247, 0.243, 0.261], np.float32).reshape(1, 3, 1, 1)
    x = Tensor((images - mean) / std)
    y = Tensor(labels)  # ROOT
    return x, y


class SmallConvNet(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.features = nn.SequentialCell([
            nn.Conv2d(3, 32, 3, pad_mode="same"), nn.BatchNorm2d(32), nn.ReLU(),
            nn.MaxPool2d(2, 2),
            nn.Conv2d(32, 64, 3, pad_mode="same"), nn.BatchNorm2d(64), nn.ReLU(),
            nn.MaxPool2d(2, 2),
        ])
        self.pool = ops.AdaptiveAvgPool2D((1, 1))
        self.fc = nn.Dense(64, num_classes)

    def construct(self, x):
        x = self.pool(self.features(x))
        return self.fc(x.reshape(x.shape[0], -1))


net = SmallConvNet(NUM_CLASSES)
criterion = nn.CrossEntropyLoss(label_smoothing=0.1)
optimizer = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)


def forward(x, y):
    logits = net(x)
    return criterion(logits, y)


grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    optimizer(grads)
    return loss


images, labels = synthetic_cifar(256)
net.set_train()
for step in range(0, 256, 32):
    xb, yb = to_tensors(images[step:step + 32], labels[step:step + 32])
    loss = train_step(xb, yb)
    print(f"step {step // 32}: loss={loss.asnumpy():.4f}")
