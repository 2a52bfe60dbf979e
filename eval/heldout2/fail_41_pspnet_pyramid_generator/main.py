import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class PyramidPooling(nn.Cell):
    def __init__(self, in_ch, bins=(1, 2, 4)):
        super().__init__()
        red = in_ch // len(bins)
        self.bins = bins
        self.stages = nn.CellList([
            nn.SequentialCell(nn.AdaptiveAvgPool2d(b), nn.Conv2d(in_ch, red, 1), nn.BatchNorm2d(red), nn.ReLU())
            for b in bins
        ])
        self.fuse = nn.Conv2d(in_ch + red * len(bins), in_ch, 3, pad_mode="same")

    def pooled_branches(self, x):
        size = x.shape[2:]
        for stage in self.stages:
            yield ops.interpolate(stage(x), size=size, mode="bilinear", align_corners=True)  # ROOT

    def construct(self, x):
        feats = [x]
        for branch in self.pooled_branches(x):
            feats.append(branch)
        return self.fuse(ops.concat(feats, axis=1))


class PSPNetLite(nn.Cell):
    def __init__(self, n_classes=4, width=24):
        super().__init__()
        self.stem = nn.SequentialCell(
            nn.Conv2d(3, width, 3, stride=2, pad_mode="same"), nn.BatchNorm2d(width), nn.ReLU(),
            nn.Conv2d(width, width * 2, 3, stride=2, pad_mode="same"), nn.BatchNorm2d(width * 2), nn.ReLU(),
        )
        self.ppm = PyramidPooling(width * 2)
        self.classifier = nn.Conv2d(width * 2, n_classes, 1)

    def construct(self, img):
        h = self.ppm(self.stem(img))
        logits = self.classifier(h)
        return ops.interpolate(logits, size=img.shape[2:], mode="bilinear", align_corners=True)


net = PSPNetLite()
loss_fn = nn.CrossEntropyLoss(ignore_index=255)
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)


def forward_fn(img, label):
    return loss_fn(net(img), label)


grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)

rng = np.random.default_rng(1)
net.set_train()
for it in range(2):
    img = ms.Tensor(rng.random((2, 3, 64, 64)).astype(np.float32))
    label = rng.integers(0, 4, (2, 64, 64)).astype(np.int32)
    label[:, :4] = 255
    loss, grads = grad_fn(img, ms.Tensor(label))
    opt(grads)
    print("iter", it, "loss", loss)
