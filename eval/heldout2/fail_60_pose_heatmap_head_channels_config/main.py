import numpy as np
import mindspore as ms
from mindspore import nn, ops

from config import cfg
from model import SimpleBaseline

ms.set_context(mode=ms.GRAPH_MODE)


def gaussian_heatmaps(joints, size, sigma):
    ys, xs = np.mgrid[:size, :size]
    hm = np.exp(-((xs[None, None] - joints[..., 0, None, None]) ** 2 +
                  (ys[None, None] - joints[..., 1, None, None]) ** 2) / (2 * sigma ** 2))
    return hm.astype(np.float32)


class JointsMSELoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, img, target, visible):
        pred = self.net(img)
        return (((pred - target) ** 2).mean(axis=(2, 3)) * visible).mean()


net = SimpleBaseline(cfg)
out_size = cfg.image_size // 2 ** len(cfg.stage_channels) * 4
train = nn.TrainOneStepCell(JointsMSELoss(net), nn.Adam(net.trainable_params(), cfg.lr))
train.set_train()
rng = np.random.default_rng(0)
for it in range(cfg.iters):
    img = rng.random((cfg.batch_size, 3, cfg.image_size, cfg.image_size)).astype(np.float32)
    joints = rng.uniform(0, out_size, (cfg.batch_size, cfg.num_joints, 2))
    visible = (rng.random((cfg.batch_size, cfg.num_joints)) > 0.2).astype(np.float32)
    hm = gaussian_heatmaps(joints, out_size, cfg.sigma)
    print("iter", it, "loss", train(ms.Tensor(img), ms.Tensor(hm), ms.Tensor(visible)))
