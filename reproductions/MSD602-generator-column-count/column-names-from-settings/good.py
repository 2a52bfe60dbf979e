"""Call-centre segments give (features, length, label) per row, but the settings name only two
columns; the pipeline fails when the first row is pulled."""
import numpy as np
import mindspore.dataset as ds

import call_settings_good as config


class CallSegments:
    def __init__(self, n=8):
        rng = np.random.default_rng(0)
        self.feats = rng.normal(size=(n, 6)).astype(np.float32)
        self.lengths = rng.integers(1, 6, n).astype(np.int32)
        self.labels = rng.integers(0, 2, n).astype(np.int32)

    def __getitem__(self, i):
        return self.feats[i], self.lengths[i], self.labels[i]

    def __len__(self):
        return len(self.labels)


if __name__ == "__main__":
    data = ds.GeneratorDataset(CallSegments(), column_names=config.COLUMNS, shuffle=False).batch(config.BATCH_SIZE)
    for row in data.create_tuple_iterator(num_epochs=1, output_numpy=True):
        print([c.shape for c in row])
