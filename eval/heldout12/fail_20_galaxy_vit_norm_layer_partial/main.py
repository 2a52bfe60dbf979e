import numpy as np
import mindspore as ms
from mindspore import nn

from galaxy_vit import GalaxyViT

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(20)


def galaxy_cutouts(n, rng, size=32):
    yy, xx = np.mgrid[-1:1:size * 1j, -1:1:size * 1j]
    r, th = np.hypot(yy, xx), np.arctan2(yy, xx)
    labels = rng.integers(0, 5, size=n)
    out = np.empty((n, 3, size, size), np.float32)
    for i, lab in enumerate(labels):
        arms = 1 + np.cos(2 * th + 6 * r * (lab in (1, 2)))
        disk = np.exp(-r / (0.2 + 0.1 * lab)) * (arms if lab in (1, 2) else 1)
        if lab == 3:
            disk = np.exp(-np.abs(yy) / 0.05 - np.abs(xx) / 0.6)
        out[i] = disk[None] * np.array([1.0, 0.8, 0.6])[:, None, None]
        out[i] += 0.05 * rng.normal(size=(3, size, size))
    return out, labels.astype(np.int32)


def main():
    rng = np.random.default_rng(2)
    net = GalaxyViT()
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.05)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss(label_smoothing=0.1)), opt)
    step.set_train()
    for it in range(4):
        x, y = galaxy_cutouts(16, rng)
        print(f"iter {it} loss {step(ms.Tensor(x), ms.Tensor(y)).asnumpy():.4f}")


if __name__ == "__main__":
    main()
