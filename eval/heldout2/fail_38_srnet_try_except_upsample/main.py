import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class ResidualBlock(nn.Cell):
    def __init__(self, ch):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Conv2d(ch, ch, 3, pad_mode="same", has_bias=True),
            nn.ReLU(),
            nn.Conv2d(ch, ch, 3, pad_mode="same", has_bias=True),
        )

    def construct(self, x):
        return x + 0.1 * self.body(x)


class TinyEDSR(nn.Cell):
    def __init__(self, scale=2, ch=32, n_blocks=4):
        super().__init__()
        self.scale = scale
        self.head = nn.Conv2d(3, ch, 3, pad_mode="same", has_bias=True)
        self.body = nn.SequentialCell([ResidualBlock(ch) for _ in range(n_blocks)])
        self.up = nn.Conv2d(ch, ch * scale * scale, 3, pad_mode="same", has_bias=True)
        self.shuffle = nn.PixelShuffle(scale)
        self.tail = nn.Conv2d(ch, 3, 3, pad_mode="same", has_bias=True)

    def construct(self, lr):
        feat = self.head(lr)
        feat = feat + self.body(feat)
        try:  # ROOT
            up = self.shuffle(self.up(feat))
        except RuntimeError:
            up = ops.interpolate(feat, scale_factor=float(self.scale), mode="bilinear", recompute_scale_factor=True)
        base = ops.interpolate(lr, scale_factor=float(self.scale), mode="bilinear", recompute_scale_factor=True)
        return self.tail(up) + base


def make_pairs(n=4, hr=32, scale=2, seed=0):
    rng = np.random.default_rng(seed)
    hr_img = rng.random((n, 3, hr, hr)).astype(np.float32)
    lr_img = hr_img.reshape(n, 3, hr // scale, scale, hr // scale, scale).mean(axis=(3, 5))
    return ms.Tensor(lr_img), ms.Tensor(hr_img)


net = TinyEDSR()
loss_net = nn.WithLossCell(net, nn.L1Loss())
train = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), 1e-4))
train.set_train()
for it in range(3):
    lr_img, hr_img = make_pairs(seed=it)
    print("iter", it, "l1", train(lr_img, hr_img))
