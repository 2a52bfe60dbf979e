"""The feature function returns both declared columns."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def log_spectrum(wave, frames=16, bins=24):
    usable = wave[: frames * bins].reshape(frames, bins)
    spectrum = np.log1p(np.abs(np.fft.rfft(usable, axis=-1))[:, :bins // 2]).astype(np.float32)
    length = np.int32(frames)
    return spectrum, length


def clips(n):
    rng = np.random.default_rng(3)
    for i in range(n):
        yield rng.standard_normal(400).astype(np.float32), np.int32(i % 3)


def loader(n):
    data = ds.GeneratorDataset(lambda: clips(n), column_names=["wave", "label"])
    data = data.map(operations=log_spectrum, input_columns=["wave"], output_columns=["spec", "frames"])
    return data.batch(2)


class Spotter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.head = nn.Dense(12, 3)

    def construct(self, spec, frames):
        return self.head(spec.sum(1) / frames.astype(ms.float32).reshape(-1, 1))


if __name__ == "__main__":
    net = Spotter()
    for spec, frames, label in loader(4).create_tuple_iterator(num_epochs=1):
        print(ops.cross_entropy(net(spec, frames), label))
