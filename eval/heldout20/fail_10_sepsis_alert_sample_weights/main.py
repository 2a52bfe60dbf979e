import numpy as np
import mindspore as ms
from mindspore import nn

from losses import WeightedBCE
from train import build_trainer

VITALS = ["heart_rate", "resp_rate", "temp", "sbp", "lactate", "wbc"]


def icu_batches(n=48, batch=12, seed=9):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, len(VITALS))).astype(np.float32)
    hours_in_icu = rng.integers(1, 72, size=n)
    y = ((x[:, 0] + x[:, 4] + 0.5 * x[:, 1]) > 1.0).astype(np.float32).reshape(-1, 1)
    w = (1.0 + hours_in_icu / 72.0).astype(np.float32)
    for s in range(0, n, batch):
        yield ms.Tensor(x[s:s + batch]), ms.Tensor(y[s:s + batch]), ms.Tensor(w[s:s + batch])


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(9)
    net = nn.SequentialCell(nn.Dense(len(VITALS), 16), nn.Tanh(), nn.Dense(16, 1))
    trainer = build_trainer(net, WeightedBCE(), lr=1e-2)
    for epoch in range(2):
        losses = [trainer(x, y, w).asnumpy() for x, y, w in icu_batches()]
        print(f"epoch {epoch}: weighted bce {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
