import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

CONFIG = dict(n_vars=7, d_model=32, n_heads=4, n_layers=2, lookback=48, horizon=12, max_len=256)


class SinusoidalPositionalEncoding(nn.Cell):
    def __init__(self, d_model, max_len):
        super().__init__()
        pos = np.arange(max_len)[:, None]
        div = np.exp(np.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
        pe = np.zeros((max_len, d_model), np.float32)
        pe[:, 0::2] = np.sin(pos * div)
        pe[:, 1::2] = np.cos(pos * div)
        self.pe = ms.Tensor(pe[None])
        self.dropout = nn.Dropout(p=0.1)

    def construct(self, x):
        return self.dropout(x + self.pe[:, : x.shape[1]])


class Forecaster(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.value_proj = nn.Dense(cfg["n_vars"], cfg["d_model"])
        self.pos_enc = SinusoidalPositionalEncoding(cfg["d_model"], cfg["max_len"])
        layer = nn.TransformerEncoderLayer(cfg["d_model"], cfg["n_heads"], dim_feedforward=64,
                                           dropout=0.1, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, cfg["n_layers"])
        self.head = nn.Dense(cfg["d_model"] * cfg["lookback"], cfg["horizon"] * cfg["n_vars"])
        self.horizon = cfg["horizon"]
        self.n_vars = cfg["n_vars"]

    def construct(self, past):
        b, t, _ = past.shape
        h = self.pos_enc(self.value_proj(past), t)  # ROOT
        h = self.encoder(h)
        return self.head(h.reshape(b, -1)).reshape(b, self.horizon, self.n_vars)


def sliding_windows(series, lookback, horizon, batch, rng):
    starts = rng.integers(0, len(series) - lookback - horizon, size=batch)
    x = np.stack([series[s:s + lookback] for s in starts])
    y = np.stack([series[s + lookback:s + lookback + horizon] for s in starts])
    return ms.Tensor(x.astype(np.float32)), ms.Tensor(y.astype(np.float32))


rng = np.random.default_rng(0)
t = np.arange(2000)
series = np.stack([np.sin(t / (10 + 3 * k)) + 0.1 * rng.standard_normal(len(t)) for k in range(CONFIG["n_vars"])], 1)

model = Forecaster(CONFIG)
optimizer = nn.Adam(model.trainable_params(), learning_rate=1e-3)
loss_fn = nn.MSELoss()


def compute_loss(x, y):
    return loss_fn(model(x), y)


grad_fn = ms.value_and_grad(compute_loss, None, optimizer.parameters)

model.set_train()
for step in range(3):
    x, y = sliding_windows(series, CONFIG["lookback"], CONFIG["horizon"], 16, rng)
    loss, grads = grad_fn(x, y)
    optimizer(grads)
    print(f"step {step} mse {loss.asnumpy():.4f}")
