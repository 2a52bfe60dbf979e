import numpy as np
import mindspore as ms
import mindspore.nn as nn
from model import NewsReranker

VOCAB, DIM, Q_LEN, D_LEN, BATCH = 500, 16, 6, 12, 8


def make_batches(rng, steps):
    for _ in range(steps):
        q = rng.integers(1, VOCAB, size=(BATCH, Q_LEN)).astype(np.int32)
        d = rng.integers(1, VOCAB, size=(BATCH, D_LEN)).astype(np.int32)
        clicked = rng.integers(0, 2, size=BATCH).astype(np.float32)
        yield ms.Tensor(q), ms.Tensor(d), ms.Tensor(clicked)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(3)
    rng = np.random.default_rng(3)
    net = NewsReranker(VOCAB, DIM)
    loss_fn = nn.BCEWithLogitsLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)

    def forward(q, d, y):
        return loss_fn(net(q, d), y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(q, d, y):
        loss, grads = grad_fn(q, d, y)
        opt(grads)
        return loss

    for step, (q, d, y) in enumerate(make_batches(rng, 6)):
        loss = train_step(q, d, y)
        print(f"step {step} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
