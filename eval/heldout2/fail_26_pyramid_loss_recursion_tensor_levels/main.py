import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from losses import LaplacianPyramidLoss

ms.set_context(mode=ms.GRAPH_MODE)

CFG = {"image_size": 64, "channels": 3, "pyramid_levels": 3, "lr": 2e-4, "steps": 4}


class SRNet(nn.Cell):
    """Tiny ESPCN-style 2x super-resolution network."""

    def __init__(self, c=3, feats=32, scale=2):
        super().__init__()
        self.body = nn.SequentialCell([
            nn.Conv2d(c, feats, 5, pad_mode="same"), nn.Tanh(),
            nn.Conv2d(feats, feats, 3, pad_mode="same"), nn.Tanh(),
            nn.Conv2d(feats, c * scale * scale, 3, pad_mode="same"),
        ])
        self.shuffle = nn.PixelShuffle(scale)

    def construct(self, lr_img):
        return self.shuffle(self.body(lr_img))


class SRWithLoss(nn.Cell):
    def __init__(self, net, loss):
        super().__init__(auto_prefix=False)
        self.net = net
        self.loss = loss

    def construct(self, lr_img, hr_img, levels):
        return self.loss(self.net(lr_img), hr_img, levels)


rng = np.random.default_rng(0)
net = SRNet(CFG["channels"])
train = nn.TrainOneStepCell(SRWithLoss(net, LaplacianPyramidLoss()), nn.Adam(net.trainable_params(), learning_rate=CFG["lr"]))
train.set_train()
levels = Tensor(CFG["pyramid_levels"], ms.int32)  # ROOT
size = CFG["image_size"]
for step in range(CFG["steps"]):
    hr = rng.random((4, CFG["channels"], size, size), dtype=np.float32)
    lr = hr.reshape(4, CFG["channels"], size // 2, 2, size // 2, 2).mean(axis=(3, 5))
    loss = train(Tensor(lr), Tensor(hr), levels)
    print(f"step {step}: pyramid L1 {loss.asnumpy():.4f}")
