import numpy as np
import mindspore as ms
from mindspore import nn

import config
from amp_utils import build_train_step
from model import ConvDenoiser

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def stroke_images(rng, n):
    s = config.IMAGE_SIZE
    yy, xx = np.mgrid[0:s, 0:s] / s
    imgs = []
    for _ in range(n):
        a, b, w = rng.uniform(-1, 1), rng.uniform(0.2, 0.8), rng.uniform(0.03, 0.08)
        imgs.append(np.exp(-((yy - (a * (xx - 0.5) + b)) ** 2) / (2 * w * w)))
    return np.stack(imgs)[:, None].astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    net = ConvDenoiser(config.LATENT)
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    train_step = build_train_step(net, nn.MSELoss(), opt)
    for step in range(config.STEPS):
        clean = stroke_images(rng, config.BATCH_SIZE)
        noisy = np.clip(clean + config.NOISE_STD * rng.normal(size=clean.shape), 0, 1).astype(np.float32)
        loss, finite = train_step(ms.Tensor(noisy), ms.Tensor(clean))
        print(f"step {step} loss {float(loss.asnumpy()):.4f} finite {bool(finite.asnumpy())}")


if __name__ == "__main__":
    main()
