import numpy as np
import mindspore as ms
from mindspore import nn, ops

from layers import Residual, SelfAttention, FeedForward

ms.set_context(mode=ms.GRAPH_MODE)


class PositionalEmbedding(nn.Cell):
    def __init__(self, max_len, dim):
        super().__init__()
        self.table = nn.Embedding(max_len, dim)

    def construct(self, t):
        return self.table(ops.arange(t).reshape(1, t))


class DetrStyleEncoder(nn.Cell):
    def __init__(self, dim=64, depth=3, heads=4, max_len=128):
        super().__init__()
        self.pos = PositionalEmbedding(max_len, dim)
        self.attn_blocks = nn.CellList([Residual(dim, SelfAttention(dim, heads)) for _ in range(depth)])
        self.ff_blocks = nn.CellList([Residual(dim, FeedForward(dim)) for _ in range(depth)])
        self.norm = nn.LayerNorm((dim,))

    def construct(self, x, mask):
        pos = self.pos(x.shape[1])
        h = x
        for attn, ff in zip(self.attn_blocks, self.ff_blocks):
            h = attn(h, pos, mask=mask)  # ROOT
            h = ff(h)
        return self.norm(h)


class SetClassifier(nn.Cell):
    def __init__(self, in_dim=16, dim=64, n_classes=5):
        super().__init__()
        self.embed = nn.Dense(in_dim, dim)
        self.encoder = DetrStyleEncoder(dim)
        self.head = nn.Dense(dim, n_classes)

    def construct(self, x, mask):
        h = self.encoder(self.embed(x), mask)
        pooled = (h * mask[:, :, None]).sum(axis=1) / mask.sum(axis=1, keepdims=True)
        return self.head(pooled)


def make_batch(batch=8, t=20, in_dim=16, n_classes=5, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((batch, t, in_dim)).astype(np.float32)
    lengths = rng.integers(5, t + 1, size=batch)
    mask = (np.arange(t)[None, :] < lengths[:, None]).astype(np.float32)
    y = rng.integers(0, n_classes, size=batch).astype(np.int32)
    return ms.Tensor(x), ms.Tensor(mask), ms.Tensor(y)


net = SetClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-4)


def forward(x, mask, y):
    return loss_fn(net(x, mask), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


@ms.jit
def train_step(x, mask, y):
    loss, grads = grad_fn(x, mask, y)
    opt(grads)
    return loss


for step in range(3):
    x, mask, y = make_batch(seed=step)
    print("step", step, "loss", train_step(x, mask, y))
