import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def conv_bn(cin, cout, stride=1):
    return nn.SequentialCell(nn.Conv2d(cin, cout, 3, stride=stride, pad_mode="same"), nn.BatchNorm2d(cout), nn.ReLU())


class EarlyExitCNN(nn.Cell):
    """BranchyNet-style classifier: stop after the first stage when the exit head is confident."""

    def __init__(self, n_classes=10, threshold=0.9):
        super().__init__()
        self.stage1 = nn.SequentialCell(conv_bn(3, 32), conv_bn(32, 32, 2))
        self.exit1 = nn.SequentialCell(nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(32, n_classes))
        self.tail = nn.SequentialCell(conv_bn(32, 64, 2), conv_bn(64, 128, 2),
                                      nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(128, n_classes))
        self.tail.to_float(ms.float16)  # ROOT
        self.threshold = threshold

    def construct(self, x):
        h = self.stage1(x)
        early = self.exit1(h)
        confidence = ops.softmax(early, axis=-1).max(axis=-1).min()
        if confidence > self.threshold:
            logits = early
        else:
            logits = self.tail(h)
        return logits


def cifar_like(n=16, seed=0):
    rng = np.random.default_rng(seed)
    return (ms.Tensor(rng.random((n, 3, 32, 32)).astype(np.float32)),
            ms.Tensor(rng.integers(0, 10, n).astype(np.int32)))


net = EarlyExitCNN()
net.set_train(False)
correct = 0
for b in range(3):
    images, labels = cifar_like(seed=b)
    pred = net(images).argmax(axis=-1)
    correct += int((pred == labels).sum().asnumpy())
print("accuracy", correct / 48)
