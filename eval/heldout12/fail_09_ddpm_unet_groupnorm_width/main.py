import numpy as np
import mindspore as ms
from mindspore import nn, ops

from config import BATCH, IMAGE_SIZE, IN_CHANNELS, LR, T_STEPS
from unet import TinyUNet

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(1)

betas = np.linspace(1e-4, 0.02, T_STEPS, dtype=np.float32)
alpha_bar = np.cumprod(1.0 - betas).astype(np.float32)


class NoisePredictionLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.sqrt_ab = ms.Tensor(np.sqrt(alpha_bar))
        self.sqrt_1mab = ms.Tensor(np.sqrt(1.0 - alpha_bar))

    def construct(self, x0, t, noise):
        a = self.sqrt_ab[t][:, None, None, None]
        s = self.sqrt_1mab[t][:, None, None, None]
        return ops.mse_loss(self.net(a * x0 + s * noise, t), noise)


def main():
    rng = np.random.default_rng(0)
    grid = np.indices((IMAGE_SIZE, IMAGE_SIZE)).sum(0) % 4 == 0
    unet = TinyUNet()
    opt = nn.Adam(unet.trainable_params(), learning_rate=LR)
    step = nn.TrainOneStepCell(NoisePredictionLoss(unet), opt)
    step.set_train()
    for it in range(4):
        x0 = np.repeat(grid[None, None], BATCH, 0).astype(np.float32) * 2 - 1
        t = rng.integers(0, T_STEPS, size=BATCH).astype(np.int32)
        noise = rng.normal(size=(BATCH, IN_CHANNELS, IMAGE_SIZE, IMAGE_SIZE)).astype(np.float32)
        loss = step(ms.Tensor(x0), ms.Tensor(t), ms.Tensor(noise))
        print(f"iter {it} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
