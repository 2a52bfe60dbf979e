import numpy as np
import mindspore as ms
from mindspore import nn

from model import Denoiser, DDPMLoss
from schedule import cosine_alphas_bar

STEPS = 200


class TrainStep(nn.Cell):
    def __init__(self, loss_net, optimizer):
        super().__init__()
        self.loss_net = loss_net
        self.optimizer = optimizer
        self.grad_fn = ms.value_and_grad(loss_net, None, optimizer.parameters, has_aux=True)

    def construct(self, x0, noise):
        (loss, mean_t), grads = self.grad_fn(x0, noise)
        self.optimizer(grads)
        return loss, mean_t


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    np.random.seed(0)
    rng = np.random.default_rng(1)
    denoiser = Denoiser(4, 32, STEPS)
    step = TrainStep(DDPMLoss(denoiser, cosine_alphas_bar(STEPS), STEPS),
                     nn.Adam(denoiser.trainable_params(), 1e-3))
    step.set_train()
    for it in range(5):
        x0 = rng.standard_normal((32, 4)).astype(np.float32)
        noise = rng.standard_normal((32, 4)).astype(np.float32)
        loss, mean_t = step(ms.Tensor(x0), ms.Tensor(noise))
        print(f"iter {it} loss {float(loss):.4f} mean timestep {float(mean_t):.1f}")


if __name__ == "__main__":
    main()
