"""A small patch classifier whose encoder repeats a conv-and-pool stage as many times as its
settings say; the 8x8 patches run out of pixels before the last stage."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

SETTINGS = {"patch": 8, "stages": 3, "width": 4}


def stage(cin, cout):
    return nn.SequentialCell([nn.Conv2d(cin, cout, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2)])


class PatchNet(nn.Cell):
    def __init__(self, settings, classes=3):
        super().__init__()
        blocks, cin = [], 1
        for _ in range(settings["stages"]):
            blocks.append(stage(cin, settings["width"]))
            cin = settings["width"]
        self.encoder = nn.SequentialCell(blocks)
        self.head = nn.Dense(cin, classes)

    def construct(self, patches):
        return self.head(self.encoder(patches).mean(axis=(2, 3)))


if __name__ == "__main__":
    net = PatchNet(SETTINGS)
    print(net(ms.Tensor(np.random.randn(2, 1, SETTINGS["patch"], SETTINGS["patch"]).astype(np.float32))).shape)
