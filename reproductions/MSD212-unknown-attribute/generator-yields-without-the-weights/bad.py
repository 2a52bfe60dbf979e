import numpy as np
import mindspore as ms
from mindspore import nn, ops

from loader import weighted_batches


def make_step(net, optimizer):
    def objective(x, y, weights):
        errors = ops.square(net(x).squeeze(-1) - y)
        return (errors * weights).sum() / weights.sum()

    grad_fn = ms.value_and_grad(objective, None, optimizer.parameters)

    @ms.jit
    def step(x, y, weights=None):
        loss, grads = grad_fn(x, y, weights)
        optimizer(grads)
        return loss

    return step


def fit(step, batches):
    return [float(step(*batch)) for batch in batches]


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    features = rng.normal(size=(12, 3)).astype(np.float32)
    targets = features.sum(axis=1).astype(np.float32)
    weights = rng.uniform(0.5, 1.5, 12).astype(np.float32)
    net = nn.Dense(3, 1)
    step = make_step(net, nn.SGD(net.trainable_params(), 0.05))
    print(fit(step, weighted_batches(features, targets, weights, 4)))
