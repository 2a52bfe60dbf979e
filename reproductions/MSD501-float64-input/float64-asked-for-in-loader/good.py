"""The loader keeps float32."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


def load_spectra(count, bins=32):
    rng = np.random.default_rng(0)
    raw = rng.random((count, 1, bins)).astype(np.float32)
    scaled = (raw - raw.mean()) / (raw.std() + 1e-6)
    return scaled.astype(np.float32)


class SpectrumNet(nn.Cell):
    def __init__(self, classes=4):
        super().__init__()
        self.conv = nn.Conv1d(1, 8, 5, pad_mode="valid")
        self.pool = nn.AdaptiveAvgPool1d(1)
        self.head = nn.Dense(8, classes)

    def construct(self, x):
        h = self.pool(self.conv(x)).squeeze(-1)
        return self.head(h)


if __name__ == "__main__":
    print(SpectrumNet()(ms.Tensor(load_spectra(6))).shape)
