"""A spectrum classifier keeps only the wavelength bands a mask selects, with ops.index_select.
`__init__` stores the band indices from np.argwhere, which returns one row per index, shape
(K, 1); index_select takes a 1-D index. The select fails in construct; the line to change is
where the indices were made in `__init__`."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class BandClassifier(nn.Cell):
    def __init__(self, bands=16, classes=3):
        super().__init__()
        usable = np.arange(bands) % 4 != 0
        self.keep = ms.Tensor(np.flatnonzero(usable).astype(np.int32))
        self.head = nn.Dense(int(usable.sum()), classes)

    def construct(self, spectra):
        selected = ops.index_select(spectra, 1, self.keep)
        return self.head(selected)


if __name__ == "__main__":
    spectra = ms.Tensor(np.random.default_rng(1).random((5, 16)).astype(np.float32))
    print(BandClassifier()(spectra).shape)
