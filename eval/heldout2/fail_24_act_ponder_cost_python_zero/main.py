import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class ACTCell(nn.Cell):
    """Adaptive Computation Time: keep applying a transition until the halting mass reaches 1 - eps."""

    def __init__(self, dim, eps=0.01):
        super().__init__()
        self.transition = nn.SequentialCell([nn.Dense(dim, dim), nn.Tanh()])
        self.halt = nn.Dense(dim, 1)
        self.threshold = 1.0 - eps

    def construct(self, state):
        halting = ops.zeros((state.shape[0], 1), ms.float32)
        remainder = ops.ones((state.shape[0], 1), ms.float32)
        output = ops.zeros_like(state)
        ponder_cost = 0  # ROOT
        while halting.min() < self.threshold:
            state = self.transition(state)
            p = ops.sigmoid(self.halt(state))
            still_running = (halting + p < self.threshold).astype(ms.float32)
            p = p * still_running + remainder * (1.0 - still_running)
            output = output + p * state
            halting = halting + p
            remainder = remainder - p
            ponder_cost = ponder_cost + still_running.mean()
        return output, ponder_cost


class ACTClassifier(nn.Cell):
    def __init__(self, in_dim, dim, num_classes, tau=0.01):
        super().__init__()
        self.embed = nn.Dense(in_dim, dim)
        self.act = ACTCell(dim)
        self.out = nn.Dense(dim, num_classes)
        self.ce = nn.CrossEntropyLoss()
        self.tau = tau

    def construct(self, x, labels):
        h, ponder = self.act(self.embed(x))
        return self.ce(self.out(h), labels) + self.tau * ponder


def parity_batch(rng, n, bits=8):
    x = rng.integers(0, 2, size=(n, bits)).astype(np.float32)
    y = (x.sum(axis=1) % 2).astype(np.int32)
    return Tensor(x * 2 - 1), Tensor(y)


rng = np.random.default_rng(0)
net = ACTClassifier(8, 32, 2)
train = nn.TrainOneStepCell(net, nn.Adam(net.trainable_params(), learning_rate=1e-3))
train.set_train()
for it in range(5):
    print("iter", it, "loss", train(*parity_batch(rng, 64)).asnumpy())
