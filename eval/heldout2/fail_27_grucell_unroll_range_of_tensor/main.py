import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class TrajectoryEncoder(nn.Cell):
    """Unrolled GRUCell over (x, y, speed) points; keeps the state of each track's last valid step."""

    def __init__(self, in_dim=3, hidden=64, num_modes=4):
        super().__init__()
        self.inp = nn.Dense(in_dim, hidden)
        self.cell = nn.GRUCell(hidden, hidden)
        self.hidden = hidden
        self.mode_head = nn.Dense(hidden, num_modes)

    def construct(self, points, lengths):
        b = points.shape[0]
        seq_len = lengths.max()  # ROOT
        x = ops.relu(self.inp(points))
        h = ops.zeros((b, self.hidden), ms.float32)
        last = ops.zeros((b, self.hidden), ms.float32)
        for t in range(seq_len):
            h = self.cell(x[:, t], h)
            is_last = (lengths - 1 == t).astype(ms.float32).expand_dims(-1)
            last = last + is_last * h
        return self.mode_head(last)


def tracks(rng, n, max_len=16):
    lengths = rng.integers(4, max_len + 1, size=n).astype(np.int32)
    pts = np.zeros((n, max_len, 3), np.float32)
    for i, L in enumerate(lengths):
        heading = rng.uniform(0, 2 * np.pi)
        speed = rng.uniform(0.5, 2.0)
        steps = np.arange(L)
        pts[i, :L, 0] = np.cos(heading) * speed * steps
        pts[i, :L, 1] = np.sin(heading) * speed * steps
        pts[i, :L, 2] = speed
    modes = rng.integers(0, 4, size=n).astype(np.int32)
    return Tensor(pts), Tensor(lengths), Tensor(modes)


class WithLoss(nn.Cell):
    def __init__(self, enc):
        super().__init__(auto_prefix=False)
        self.enc = enc
        self.ce = nn.CrossEntropyLoss()

    def construct(self, pts, lengths, modes):
        return self.ce(self.enc(pts, lengths), modes)


rng = np.random.default_rng(0)
enc = TrajectoryEncoder()
train = nn.TrainOneStepCell(WithLoss(enc), nn.RMSProp(enc.trainable_params(), learning_rate=1e-3))
train.set_train()
for it in range(4):
    print("it", it, "loss", train(*tracks(rng, 32)).asnumpy())
