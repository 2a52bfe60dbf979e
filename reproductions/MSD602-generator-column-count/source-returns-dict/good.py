"""The dataset class returns a tuple of arrays, in the order of the columns."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)


class Epochs:
    def __init__(self, n):
        rng = np.random.default_rng(0)
        self.signals = rng.standard_normal((n, 30)).astype(np.float32)
        self.stages = (np.arange(n) % 5).astype(np.int32)

    def __len__(self):
        return len(self.stages)

    def __getitem__(self, i):
        return self.signals[i], self.stages[i]


if __name__ == "__main__":
    data = ds.GeneratorDataset(Epochs(8), column_names=["signal", "stage"], shuffle=False).batch(4)
    for signal, stage in data.create_tuple_iterator():
        print(signal.shape, stage.shape)
