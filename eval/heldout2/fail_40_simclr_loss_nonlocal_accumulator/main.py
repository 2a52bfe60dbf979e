import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

TEMPERATURE = 0.2


class Encoder(nn.Cell):
    def __init__(self, in_dim=64, hid=128, proj=32):
        super().__init__()
        self.backbone = nn.SequentialCell(nn.Dense(in_dim, hid), nn.BatchNorm1d(hid), nn.ReLU(),
                                          nn.Dense(hid, hid), nn.ReLU())
        self.projector = nn.SequentialCell(nn.Dense(hid, hid), nn.ReLU(), nn.Dense(hid, proj))

    def construct(self, x):
        return self.projector(self.backbone(x))


def nt_xent(z1, z2):
    z = ops.L2Normalize(axis=1)(ops.concat((z1, z2), axis=0))
    n = z1.shape[0]
    sim = ops.matmul(z, z.T) / TEMPERATURE
    sim = sim - ops.eye(2 * n, 2 * n, ms.float32) * 1e9
    targets = ops.concat((ops.arange(n, 2 * n), ops.arange(0, n))).astype(ms.int32)
    return ops.cross_entropy(sim, targets)


def augment(x, rng):
    noise = 0.1 * rng.standard_normal(x.shape).astype(np.float32)
    drop = (rng.random(x.shape) > 0.2).astype(np.float32)
    return ms.Tensor((x + noise) * drop)


encoder = Encoder()
optimizer = nn.SGD(encoder.trainable_params(), learning_rate=0.05, momentum=0.9)


def multi_view_loss(v1, v2, v3):
    total = 0.0

    def add_pair(a, b, weight):
        nonlocal total  # ROOT
        total = total + weight * nt_xent(encoder(a), encoder(b))

    add_pair(v1, v2, 1.0)
    add_pair(v1, v3, 0.5)
    add_pair(v2, v3, 0.5)
    return total


grad_fn = ms.value_and_grad(multi_view_loss, None, optimizer.parameters)


@ms.jit
def train_step(v1, v2, v3):
    loss, grads = grad_fn(v1, v2, v3)
    optimizer(grads)
    return loss


rng = np.random.default_rng(0)
data = rng.standard_normal((256, 64)).astype(np.float32)
encoder.set_train()
for step in range(3):
    idx = rng.choice(len(data), 32, replace=False)
    batch = data[idx]
    loss = train_step(augment(batch, rng), augment(batch, rng), augment(batch, rng))
    print(f"step {step} loss {loss.asnumpy():.4f}")
