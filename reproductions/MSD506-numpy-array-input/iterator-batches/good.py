"""Click-through model trained from a small in-memory loader that yields NumPy batches, wrapped
as Tensors where they are passed to the jit step."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class BatchLoader:
    def __init__(self, features, clicks, batch_size):
        self.features, self.clicks, self.batch_size = features, clicks, batch_size

    def __iter__(self):
        for start in range(0, len(self.features), self.batch_size):
            stop = start + self.batch_size
            yield self.features[start:stop], self.clicks[start:stop]


ctr = nn.SequentialCell(nn.Dense(10, 16), nn.ReLU(), nn.Dense(16, 1))
optimizer = nn.Adam(ctr.trainable_params(), learning_rate=1e-3)


def forward(features, clicks):
    return ops.binary_cross_entropy_with_logits(ctr(features), clicks, ops.ones_like(clicks), ops.ones_like(clicks))


grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)


@ms.jit
def train_step(features, clicks):
    loss, grads = grad_fn(features, clicks)
    optimizer(grads)
    return loss


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    loader = BatchLoader(rng.normal(size=(32, 10)).astype(np.float32),
                         (rng.random((32, 1)) > 0.5).astype(np.float32), batch_size=8)
    for features, clicks in loader:
        print(train_step(ms.Tensor(features), ms.Tensor(clicks)))
