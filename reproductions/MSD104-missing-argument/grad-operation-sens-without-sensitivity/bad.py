"""A custom training step for a small speech-denoising regressor. It builds
`ops.GradOperation(get_by_list=True, sens_param=True)` (copied from a step that scales the loss)
but calls the gradient function with the inputs alone: the last input is taken as the
sensitivity, and the loss cell is called without its `clean` target. Graph mode reports a count
of parameters at the call; the line to change is where the operation was built."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class DenoiseLoss(nn.Cell):
    def __init__(self, frames=16):
        super().__init__()
        self.mask = nn.SequentialCell(nn.Dense(frames, frames), nn.Sigmoid())

    def construct(self, noisy, clean):
        return ((self.mask(noisy) * noisy - clean) ** 2).mean()


class DenoiseStep(nn.Cell):
    def __init__(self, loss_cell, optimizer):
        super().__init__()
        self.loss_cell = loss_cell
        self.optimizer = optimizer
        self.weights = optimizer.parameters
        self.grad = ops.GradOperation(get_by_list=True, sens_param=True)  # expect: MSD104

    def construct(self, noisy, clean):
        loss = self.loss_cell(noisy, clean)
        grads = self.grad(self.loss_cell, self.weights)(noisy, clean)
        self.optimizer(grads)
        return loss


if __name__ == "__main__":
    loss_cell = DenoiseLoss()
    step = DenoiseStep(loss_cell, nn.SGD(loss_cell.trainable_params(), 0.05))
    clean = np.sin(np.linspace(0, 6, 16, dtype=np.float32))[None].repeat(4, 0)
    noisy = clean + 0.1 * np.random.default_rng(0).standard_normal((4, 16)).astype(np.float32)
    print(step(ms.Tensor(noisy), ms.Tensor(clean)))
