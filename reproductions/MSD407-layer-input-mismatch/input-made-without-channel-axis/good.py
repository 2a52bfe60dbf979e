"""The same classifier with pings made (N, 1, samples)."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


def load_pings(count, samples=64, seed=0):
    rng = np.random.default_rng(seed)
    echoes = rng.standard_normal((count, samples)).astype(np.float32)
    return (echoes / np.abs(echoes).max())[:, None, :]


def batches(pings, size):
    for start in range(0, len(pings) - size + 1, size):
        yield pings[start:start + size]


class PingNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(nn.Conv1d(1, 4, 5, pad_mode="valid"), nn.ReLU())
        self.head = nn.Dense(4 * 60, 2)

    def construct(self, pings):
        return self.head(self.features(pings).reshape(pings.shape[0], -1))


if __name__ == "__main__":
    net = PingNet()
    for batch in batches(load_pings(8), 4):
        print(net(ms.Tensor(batch)).shape)
