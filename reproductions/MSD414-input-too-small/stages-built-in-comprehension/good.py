"""A leaf-disease classifier stacks one downsampling stage per level of a configured depth, in a
list comprehension. Five stride-2 poolings of a 24-pixel thumbnail leave nothing to pool, and
MindSpore stops at the last MaxPool inside the stack. The line to change is the depth setting."""
import mindspore as ms
from mindspore import nn, ops

import leaf_config_good as cfg


def level(cin, cout):
    return nn.SequentialCell([nn.Conv2d(cin, cout, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2)])


class LeafNet(nn.Cell):
    def __init__(self, depth, width=4):
        super().__init__()
        sizes = [3] + [width * (i + 1) for i in range(depth)]
        self.levels = nn.SequentialCell([level(sizes[i], sizes[i + 1]) for i in range(depth)])
        self.head = nn.Dense(sizes[-1], 4)

    def construct(self, x):
        return self.head(ops.mean(self.levels(x), axis=(2, 3)))


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    net = LeafNet(cfg.DEPTH)
    print(net(ops.ones((2, 3, cfg.THUMB, cfg.THUMB), ms.float32)).shape)
