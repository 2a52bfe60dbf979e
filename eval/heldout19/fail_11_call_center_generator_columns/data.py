import numpy as np
import mindspore.dataset as ds
import config


class CallSegments:
    def __init__(self, n, seed):
        rng = np.random.default_rng(seed)
        self.lengths = rng.integers(10, config.MAX_FRAMES, size=n).astype(np.int32)
        self.labels = rng.integers(0, 2, size=n).astype(np.int32)
        self.feats = rng.standard_normal((n, config.MAX_FRAMES, config.FRAME_DIM)).astype(np.float32)

    def __getitem__(self, i):
        feats = self.feats[i].copy()
        feats[self.lengths[i]:] = 0.0
        return feats, self.lengths[i], self.labels[i]

    def __len__(self):
        return len(self.labels)


def build_dataset(n=24):
    source = CallSegments(n, config.SEED)
    dset = ds.GeneratorDataset(source, column_names=config.COLUMNS, shuffle=False)
    return dset.batch(config.BATCH_SIZE)
