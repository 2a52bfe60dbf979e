"""An ECG feature helper returns float32 spectra, but pads short recordings with `np.zeros` left
at NumPy's float64; batching fails on the first batch that holds both. The line to change is
the padding path's `return`."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

BINS = 8


def spectrum(signal):
    if len(signal) < 2 * BINS:
        return np.zeros(BINS)  # expect: MSD603
    return np.abs(np.fft.rfft(signal))[:BINS].astype(np.float32)


class Recordings:
    def __init__(self, n):
        rng = np.random.default_rng(1)
        self.signals = [rng.standard_normal(rng.integers(10, 40)).astype(np.float32) for _ in range(n)]

    def __len__(self):
        return len(self.signals)

    def __getitem__(self, i):
        return spectrum(self.signals[i]), np.int32(i % 2)


if __name__ == "__main__":
    data = ds.GeneratorDataset(Recordings(12), ["spectrum", "label"], shuffle=False).batch(4)
    for x, y in data.create_tuple_iterator():
        print(x.shape, x.dtype)
