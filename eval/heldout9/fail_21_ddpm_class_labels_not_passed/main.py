import numpy as np
import mindspore as ms
from mindspore import nn

from diffusion import DiffusionLoss
from model import ConditionalDenoiser
from schedule import linear_schedule

STEPS = 100
DATA_DIM = 2
NUM_CLASSES = 3


def two_moons_like(rng, n):
    labels = rng.integers(0, NUM_CLASSES, size=n)
    angle = rng.uniform(0, np.pi, size=n)
    x = np.stack([np.cos(angle) + labels, np.sin(angle) - 0.5 * labels], axis=1)
    return (x + 0.05 * rng.standard_normal(x.shape)).astype(np.float32), labels.astype(np.int32)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    sqrt_ab, sqrt_1m_ab = linear_schedule(STEPS)
    denoiser = ConditionalDenoiser(DATA_DIM, 64, NUM_CLASSES)
    loss_net = DiffusionLoss(denoiser, sqrt_ab, sqrt_1m_ab)
    train = nn.TrainOneStepCell(loss_net, nn.Adam(denoiser.trainable_params(), 2e-3))
    train.set_train()
    for it in range(5):
        x0, labels = two_moons_like(rng, 64)
        t = rng.integers(0, STEPS, size=64).astype(np.int32)
        noise = rng.standard_normal(x0.shape).astype(np.float32)
        loss = train(ms.Tensor(x0), ms.Tensor(t), ms.Tensor(noise), ms.Tensor(labels))
        print(f"iter {it} eps-mse {float(loss):.4f}")


if __name__ == "__main__":
    main()
