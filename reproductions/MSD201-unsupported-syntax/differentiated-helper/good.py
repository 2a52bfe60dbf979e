"""Multi-task regression trained with a jit step: the differentiated loss function sums its task
losses in its own loop."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)



class MultiTask(nn.Cell):
    def __init__(self, features=12, hidden=24, tasks=3):
        super().__init__()
        self.trunk = nn.SequentialCell(nn.Dense(features, hidden), nn.ReLU())
        self.heads = nn.CellList([nn.Dense(hidden, 1) for _ in range(tasks)])


model = MultiTask()
optimizer = nn.Adam(model.trainable_params(), learning_rate=1e-3)


def task_losses(x, targets, weights):
    features = model.trunk(x)
    total = 0.0
    for index in range(3):
        total = total + weights[index] * ops.mse_loss(model.heads[index](features).squeeze(-1), targets[:, index])
    return total


grad_fn = ms.value_and_grad(task_losses, None, optimizer.parameters)


@ms.jit
def train_step(x, targets):
    loss, grads = grad_fn(x, targets, (1.0, 0.5, 0.5))
    optimizer(grads)
    return loss


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    x = ms.Tensor(rng.normal(size=(8, 12)), ms.float32)
    targets = ms.Tensor(rng.normal(size=(8, 3)), ms.float32)
    print(train_step(x, targets))
