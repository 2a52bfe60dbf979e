import numpy as np
import mindspore as ms
from mindspore import nn

from config import BATCH, IMG_SIZE
from segmenter import CrackSegmenter, DiceBCELoss

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(18)


def pavement_batch(rng):
    imgs = 0.5 + 0.1 * rng.normal(size=(BATCH, 3, IMG_SIZE, IMG_SIZE))
    masks = np.zeros((BATCH, 1, IMG_SIZE, IMG_SIZE))
    for b in range(BATCH):
        r = rng.integers(5, IMG_SIZE - 5)
        for c in range(IMG_SIZE):
            r = int(np.clip(r + rng.integers(-1, 2), 0, IMG_SIZE - 2))
            masks[b, 0, r:r + 2, c] = 1
    imgs = imgs - 0.35 * masks
    return ms.Tensor(imgs.astype(np.float32)), ms.Tensor(masks.astype(np.float32))


def main():
    rng = np.random.default_rng(0)
    net = CrackSegmenter()
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
    step = nn.TrainOneStepCell(DiceBCELoss(net), opt)
    step.set_train()
    for it in range(4):
        print(f"iter {it} loss {step(*pavement_batch(rng)).asnumpy():.4f}")


if __name__ == "__main__":
    main()
