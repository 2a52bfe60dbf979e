import mindspore as ms
import numpy as np
from mindspore import nn

from unet import SmallUNet


def make_blobs(n, size=16, seed=0):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[:size, :size]
    imgs, masks = [], []
    for _ in range(n):
        cy, cx = rng.integers(4, size - 4, size=2)
        m = ((yy - cy) ** 2 + (xx - cx) ** 2 < 9).astype(np.int32)
        imgs.append(m + 0.2 * rng.normal(size=m.shape))
        masks.append(m)
    return np.stack(imgs)[:, None].astype(np.float32), np.stack(masks)


class SegLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, img, mask):
        return self.ce(self.net(img), mask)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    img, mask = make_blobs(2)
    net = SmallUNet()
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
    step = nn.TrainOneStepCell(SegLoss(net), opt)
    step.set_train()
    for i in range(2):
        print("step", i, step(ms.Tensor(img), ms.Tensor(mask)).asnumpy())


if __name__ == "__main__":
    main()
