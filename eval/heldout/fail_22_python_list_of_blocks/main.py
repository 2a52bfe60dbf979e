import numpy as np
import mindspore as ms
from mindspore import nn, ops

from unet_parts import DoubleConv, Down, Up


class UNetSmall(nn.Cell):
    def __init__(self, in_ch=1, n_classes=2, base=8, depth=2):
        super().__init__()
        self.inc = DoubleConv(in_ch, base)
        chs = [base * 2 ** i for i in range(depth + 1)]
        self.downs = [Down(chs[i], chs[i + 1]) for i in range(depth)]  # ROOT
        self.ups = nn.CellList([Up(chs[i + 1], chs[i]) for i in reversed(range(depth))])
        self.outc = nn.Conv2d(base, n_classes, 1)

    def construct(self, x):
        x = self.inc(x)
        skips = [x]
        for down in self.downs:
            x = down(x)
            skips.append(x)
        skips = skips[:-1]
        for i, up in enumerate(self.ups):
            x = up(x, skips[len(skips) - 1 - i])
        return self.outc(x)


ms.set_context(mode=ms.GRAPH_MODE)
net = UNetSmall()
criterion = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)


def forward(img, mask):
    return criterion(net(img), mask)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
img = ms.Tensor(np.random.rand(2, 1, 16, 16).astype(np.float32))
mask = ms.Tensor(np.random.randint(0, 2, (2, 16, 16)).astype(np.int32))
loss, grads = grad_fn(img, mask)
opt(grads)
print("seg loss", loss)
