import numpy as np
import mindspore.dataset as ds

import config
from buckets import bucket_boundaries, batch_sizes


class PostSource:
    def __init__(self, n, seed):
        rng = np.random.default_rng(seed)
        self.lengths = rng.integers(3, 30, n)
        self.posts = [rng.integers(1, config.VOCAB, k).astype(np.int32) for k in self.lengths]
        self.labels = [np.array(int(p[0] % 3 == 0), np.int32) for p in self.posts]

    def __getitem__(self, i):
        return self.posts[i], self.labels[i]

    def __len__(self):
        return len(self.posts)


def build_dataset(seed):
    source = PostSource(40, seed)
    dataset = ds.GeneratorDataset(source, column_names=["tokens", "sarcastic"], shuffle=False)
    bounds = bucket_boundaries(source.lengths, config.BUCKET_PERCENTILES)
    return dataset.bucket_batch_by_length(["tokens"], bounds, batch_sizes(bounds, config.BUCKET_BATCH),
                                          pad_info={"tokens": (None, 0)}, drop_remainder=False)
