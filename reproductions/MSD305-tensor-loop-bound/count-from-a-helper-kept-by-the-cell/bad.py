"""A message-passing network runs one round per hop across the largest molecule. A helper
computes that count with tensor ops and returns a tensor; the cell keeps it and loops
`range(self.rounds)` in a compiled train step, which needs a Python int. The line to change is
the helper's return, not the loop."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def message_rounds(mask):
    atoms = ops.reduce_sum(ms.Tensor(mask), 1)
    return ops.cast(atoms.max(), ms.int32) // 2  # expect: MSD305


class Passing(nn.Cell):
    def __init__(self, rounds):
        super().__init__()
        self.rounds = rounds
        self.message = nn.Dense(8, 8)

    def construct(self, adj, h):
        for _ in range(self.rounds):
            h = ops.tanh(ops.matmul(adj, self.message(h)))
        return h.sum()


if __name__ == "__main__":
    np.random.seed(0)
    mask = np.ones((2, 6), np.float32)
    net = Passing(message_rounds(mask))
    grad_fn = ms.value_and_grad(net, None, net.trainable_params())

    @ms.jit
    def train_step(adj, h):
        loss, grads = grad_fn(adj, h)
        return loss

    adj = ms.Tensor(np.random.rand(2, 6, 6).astype(np.float32))
    h = ms.Tensor(np.random.randn(2, 6, 8).astype(np.float32))
    print(train_step(adj, h))
