"""The histograms are float32."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

EVENTS = 12


def histogram(codes):
    return np.bincount(codes, minlength=EVENTS).astype(np.float32)


def featurize(lines):
    return np.stack([histogram(codes) for codes in lines])


if __name__ == "__main__":
    rng = np.random.default_rng(4)
    lines = [rng.integers(0, EVENTS, rng.integers(3, 9)) for _ in range(16)]
    net = nn.SequentialCell([nn.Dense(EVENTS, 8), nn.ReLU(), nn.Dense(8, 2)])
    print(net(ms.Tensor(featurize(lines))).shape)
