import numpy as np
import mindspore as ms
from mindspore import nn, ops


class Bottleneck(nn.Cell):
    expansion = 4

    def __init__(self, in_planes, planes, stride=1):
        super().__init__()
        self.conv1 = nn.Conv2d(in_planes, planes, 1, has_bias=False)
        self.bn1 = nn.BatchNorm2d(planes)
        self.conv2 = nn.Conv2d(planes, planes, 3, stride, pad_mode="pad", padding=1, has_bias=False)
        self.bn2 = nn.BatchNorm2d(planes)
        self.conv3 = nn.Conv2d(planes, planes * self.expansion, 1, has_bias=False)
        self.bn3 = nn.BatchNorm2d(planes)  # ROOT
        self.relu = nn.ReLU()
        self.shortcut = nn.SequentialCell()
        if stride != 1 or in_planes != planes * self.expansion:
            self.shortcut = nn.SequentialCell(
                nn.Conv2d(in_planes, planes * self.expansion, 1, stride, has_bias=False),
                nn.BatchNorm2d(planes * self.expansion))

    def construct(self, x):
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.relu(self.bn2(self.conv2(out)))
        out = self.bn3(self.conv3(out))
        return self.relu(out + self.shortcut(x))


class ResNetMini(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, 3, pad_mode="same", has_bias=False)
        self.bn1 = nn.BatchNorm2d(16)
        self.layer1 = Bottleneck(16, 8)
        self.layer2 = Bottleneck(32, 16, stride=2)
        self.linear = nn.Dense(64, num_classes)

    def construct(self, x):
        out = ops.relu(self.bn1(self.conv1(x)))
        out = self.layer2(self.layer1(out))
        out = ops.adaptive_avg_pool2d(out, 1).flatten(start_dim=1)
        return self.linear(out)


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    net = ResNetMini()
    net.set_train()
    opt = nn.Momentum(net.trainable_params(), 0.1, 0.9, weight_decay=5e-4)
    loss_fn = nn.CrossEntropyLoss()

    def fwd(x, y):
        return loss_fn(net(x), y)

    step = ms.value_and_grad(fwd, None, opt.parameters)
    x = ms.Tensor(np.random.randn(4, 3, 16, 16), ms.float32)
    y = ms.Tensor(np.array([1, 2, 3, 4]), ms.int32)
    l, g = step(x, y)
    opt(g)
    print(l)
