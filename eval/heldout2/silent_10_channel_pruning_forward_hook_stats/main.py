import numpy as np
import mindspore as ms
from mindspore import nn, ops

from pruning import ActivationStats, prune_conv_channels

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

PRUNE_RATIO = 0.25


class ConvBlock(nn.Cell):
    def __init__(self, cin, cout):
        super().__init__()
        self.conv = nn.Conv2d(cin, cout, 3, pad_mode="same")
        self.bn = nn.BatchNorm2d(cout)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(2, 2)

    def construct(self, x):
        return self.pool(self.relu(self.bn(self.conv(x))))


class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.block1 = ConvBlock(3, 16)
        self.block2 = ConvBlock(16, 32)
        self.head = nn.SequentialCell(nn.Flatten(), nn.Dense(32 * 8 * 8, 10))

    def construct(self, x):
        return self.head(self.block2(self.block1(x)))


def toy_images(rng, n=64):
    y = rng.integers(0, 10, n)
    x = rng.random((n, 3, 32, 32)).astype(np.float32) * 0.3
    for i, c in enumerate(y):
        x[i, c % 3, (c * 3):(c * 3) + 5, :] += 0.7
    return ms.Tensor(x), ms.Tensor(y.astype(np.int32))


def accuracy(net, data):
    net.set_train(False)
    hits = [(net(x).argmax(axis=-1) == y).astype(ms.float32).mean().asnumpy() for x, y in data]
    return float(np.mean(hits))


rng = np.random.default_rng(0)
train_data = [toy_images(rng) for _ in range(8)]
val_data = [toy_images(rng) for _ in range(2)]

net = SmallCNN()
trainer = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 2e-3))
for epoch in range(3):
    trainer.set_train()
    for x, y in train_data:
        trainer(x, y)
print("accuracy before pruning", accuracy(net, val_data))

blocks = {"block1": net.block1, "block2": net.block2}
stats = ActivationStats()
stats.attach([(name, blk.relu) for name, blk in blocks.items()])
net.set_train(False)
for x, _ in train_data[:4]:
    net(x)
stats.detach()

for name, blk in blocks.items():
    n_ch = blk.conv.out_channels
    means = stats.channel_means(name, n_ch)
    keep = means > np.quantile(means, PRUNE_RATIO)
    prune_conv_channels(blk.conv, blk.bn, keep)
    print(f"{name}: kept {keep.sum()}/{n_ch} channels")
print("accuracy after pruning", accuracy(net, val_data))
