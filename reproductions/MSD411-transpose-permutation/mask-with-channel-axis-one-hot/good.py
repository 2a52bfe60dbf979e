"""The masks are allocated (N, H, W)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.train import Model

ms.set_context(mode=ms.GRAPH_MODE)

CLASSES = 2


def synthetic_scans(n, size=16):
    rng = np.random.default_rng(0)
    images = rng.random((n, 1, size, size)).astype(np.float32)
    masks = np.zeros((n, size, size), np.int32)
    masks[..., 4:12, 4:12] = 1
    return images, masks


class DiceLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, image, mask):
        probs = ops.softmax(self.net(image), axis=1)
        onehot = ops.one_hot(mask, CLASSES, 1.0, 0.0)
        onehot = ops.transpose(onehot, (0, 3, 1, 2))
        inter = (probs * onehot).sum(axis=(2, 3))
        return 1.0 - (2 * inter / (probs.sum(axis=(2, 3)) + onehot.sum(axis=(2, 3)) + 1.0)).mean()


if __name__ == "__main__":
    images, masks = synthetic_scans(8)
    data = ds.NumpySlicesDataset({"image": images, "mask": masks}, shuffle=False).batch(4)
    loss = DiceLoss(nn.Conv2d(1, CLASSES, 3))
    model = Model(loss, optimizer=nn.Adam(loss.trainable_params(), 1e-3))
    model.train(1, data, dataset_sink_mode=False)
