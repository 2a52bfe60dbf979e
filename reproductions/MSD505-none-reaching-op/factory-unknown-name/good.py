"""Image classifier whose activation comes from a small factory. The config asks for
"leaky_relu", a name the factory does not know, so it returns None and `self.act` is None:
graph mode fails when construct calls it. The line to change is the config entry."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

MODEL = dict(channels=8, classes=4, activation="leakyrelu")


def activation(kind):
    if kind == "relu":
        return nn.ReLU()
    if kind in ("gelu", "gelu_tanh"):
        return nn.GELU()
    if kind == "leakyrelu":
        return nn.LeakyReLU(0.1)
    return None


class SmallConvNet(nn.Cell):
    def __init__(self, channels, classes, activation_name):
        super().__init__()
        self.conv = nn.Conv2d(3, channels, 3)
        self.act = activation(activation_name)
        self.head = nn.Dense(channels, classes)

    def construct(self, images):
        h = self.act(self.conv(images))
        return self.head(h.mean(axis=(2, 3)))


def build(cfg):
    return SmallConvNet(cfg["channels"], cfg["classes"], cfg["activation"])


if __name__ == "__main__":
    net = build(MODEL)
    images = ms.Tensor(np.random.default_rng(0).standard_normal((2, 3, 12, 12)), ms.float32)
    print(net(images).shape)
