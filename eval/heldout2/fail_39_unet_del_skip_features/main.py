import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def double_conv(cin, cout):
    return nn.SequentialCell(
        nn.Conv2d(cin, cout, 3, pad_mode="same"), nn.BatchNorm2d(cout), nn.ReLU(),
        nn.Conv2d(cout, cout, 3, pad_mode="same"), nn.BatchNorm2d(cout), nn.ReLU(),
    )


class SmallUNet(nn.Cell):
    def __init__(self, in_ch=1, n_classes=3, base=16):
        super().__init__()
        self.enc1 = double_conv(in_ch, base)
        self.enc2 = double_conv(base, base * 2)
        self.bottom = double_conv(base * 2, base * 4)
        self.pool = nn.MaxPool2d(2, 2)
        self.up2 = nn.Conv2dTranspose(base * 4, base * 2, 2, stride=2)
        self.dec2 = double_conv(base * 4, base * 2)
        self.up1 = nn.Conv2dTranspose(base * 2, base, 2, stride=2)
        self.dec1 = double_conv(base * 2, base)
        self.out = nn.Conv2d(base, n_classes, 1)

    def construct(self, x):
        s1 = self.enc1(x)
        s2 = self.enc2(self.pool(s1))
        b = self.bottom(self.pool(s2))
        d2 = self.dec2(ops.concat((self.up2(b), s2), axis=1))
        del b, s2  # ROOT
        d1 = self.dec1(ops.concat((self.up1(d2), s1), axis=1))
        return self.out(d1)


class DiceCE(nn.Cell):
    def __init__(self, net, n_classes):
        super().__init__()
        self.net = net
        self.n_classes = n_classes
        self.ce = nn.CrossEntropyLoss()

    def construct(self, img, mask):
        logits = self.net(img)
        ce = self.ce(logits, mask)
        probs = ops.softmax(logits, axis=1)
        onehot = ops.one_hot(mask, self.n_classes, ms.Tensor(1.0), ms.Tensor(0.0)).transpose(0, 3, 1, 2)
        inter = (probs * onehot).sum(axis=(2, 3))
        dice = 1 - (2 * inter + 1) / (probs.sum(axis=(2, 3)) + onehot.sum(axis=(2, 3)) + 1)
        return ce + dice.mean()


def synthetic_cells(n=4, size=64, seed=0):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[:size, :size]
    imgs = np.zeros((n, 1, size, size), np.float32)
    masks = np.zeros((n, size, size), np.int32)
    for i in range(n):
        for cls in (1, 2):
            cy, cx, r = rng.integers(10, size - 10, 2).tolist() + [rng.integers(4, 10)]
            disk = (yy - cy) ** 2 + (xx - cx) ** 2 < r ** 2
            masks[i][disk] = cls
            imgs[i, 0][disk] += 0.5 * cls
    imgs += 0.1 * rng.standard_normal(imgs.shape).astype(np.float32)
    return ms.Tensor(imgs), ms.Tensor(masks)


net = SmallUNet()
train = nn.TrainOneStepCell(DiceCE(net, 3), nn.Adam(net.trainable_params(), 1e-3))
train.set_train()
for epoch in range(2):
    img, mask = synthetic_cells(seed=epoch)
    print("epoch", epoch, "loss", train(img, mask))
