"""A keyword spotter computes log spectra in the dataset's `map` and declares two output columns
(the spectrum and its frame count), but the feature function returns the spectrum alone. The
pipeline fails when the loop pulls a row. The line to change is the function's return."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

from spectro_features import log_spectrum

ms.set_context(mode=ms.GRAPH_MODE)


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
