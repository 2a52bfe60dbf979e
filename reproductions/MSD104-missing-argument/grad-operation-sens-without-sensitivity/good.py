"""The same step with a GradOperation that takes no sensitivity."""
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
        self.grad = ops.GradOperation(get_by_list=True)

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
