import numpy as np
import mindspore as ms
from mindspore import nn

from model import IMAGE_SIZE, FootprintNet, PixelCE

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(22)


def aerial_tiles(batch, rng):
    imgs = 0.3 + 0.05 * rng.normal(size=(batch, 3, IMAGE_SIZE, IMAGE_SIZE))
    masks = np.zeros((batch, IMAGE_SIZE, IMAGE_SIZE), np.int32)
    for b in range(batch):
        for _ in range(rng.integers(1, 4)):
            r, c = rng.integers(0, IMAGE_SIZE - 16, size=2)
            h, w = rng.integers(6, 16, size=2)
            masks[b, r:r + h, c:c + w] = 1
            imgs[b, :, r:r + h, c:c + w] += 0.4
    return ms.Tensor(imgs.astype(np.float32)), ms.Tensor(masks)


def main():
    rng = np.random.default_rng(0)
    net = FootprintNet()
    opt = nn.Adam(net.trainable_params(), learning_rate=2e-3)
    step = nn.TrainOneStepCell(PixelCE(net), opt)
    step.set_train()
    for it in range(4):
        print(f"iter {it} loss {step(*aerial_tiles(4, rng)).asnumpy():.4f}")


if __name__ == "__main__":
    main()
