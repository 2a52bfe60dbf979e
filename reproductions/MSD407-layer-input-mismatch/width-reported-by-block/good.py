"""A tabular model stacks blocks that append two new feature sets to their input, and sizes each
layer after a block from the width the block reports. The block reports only the features it
adds, not the ones it passes through, so the LayerNorm after it is built too narrow. MindSpore names
the LayerNorm in the stack; the line to change is the width the block reports."""
import mindspore as ms
from mindspore import nn, ops


class AppendBlock(nn.Cell):
    def __init__(self, in_dim, added):
        super().__init__()
        self.smooth = nn.Dense(in_dim, added)
        self.sharp = nn.Dense(in_dim, added)
        self.out_dim = in_dim + 2 * added

    def construct(self, x):
        return ops.cat((x, ops.tanh(self.smooth(x)), ops.relu(self.sharp(x))), axis=-1)


class AppendNet(nn.Cell):
    def __init__(self, in_dim, added, depth):
        super().__init__()
        layers = []
        dim = in_dim
        for _ in range(depth):
            block = AppendBlock(dim, added)
            layers.append(block)
            dim = block.out_dim
            layers.append(nn.LayerNorm((dim,)))
        self.body = nn.SequentialCell(layers)
        self.head = nn.Dense(dim, 1)

    def construct(self, x):
        return self.head(self.body(x))


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    net = AppendNet(6, 4, 2)
    print(net(ops.ones((3, 6), ms.float32)).shape)
