import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms

from model import TinyMAEEncoder

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)
np.random.seed(0)


def patchify(images, p=2):
    b, c, h, w = images.shape
    x = images.reshape(b, c, h // p, p, w // p, p).transpose(0, 2, 4, 1, 3, 5)
    return x.reshape(b, (h // p) * (w // p), c * p * p)


def main():
    rng = np.random.default_rng(0)
    enc = TinyMAEEncoder()
    for step in range(3):
        imgs = rng.random((2, 3, 4, 8)).astype(np.float32)
        latent, keep_ids = enc(ms.Tensor(patchify(imgs)))
        print(f"step {step} visible patches {sorted(keep_ids.asnumpy().tolist())} latent {latent.shape}")


if __name__ == "__main__":
    main()
