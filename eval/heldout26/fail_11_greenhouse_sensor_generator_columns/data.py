import numpy as np
import mindspore.dataset as ds

import config


class BenchLog:
    """Random-access source over the nightly bench log; newer benches get a higher sample weight."""

    def __init__(self, n, seed):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(0, 1, (n, len(config.SENSORS))).astype(np.float32)
        moisture = self.x[:, config.SENSORS.index("substrate_moisture")]
        par = self.x[:, config.SENSORS.index("par")]
        self.y = (4.0 - 1.5 * moisture + 0.8 * par + rng.normal(0, 0.2, n)).astype(np.float32).reshape(-1, 1)
        self.w = np.linspace(0.5, 1.0, n).astype(np.float32).reshape(-1, 1)

    def __getitem__(self, i):
        return self.x[i], self.y[i], self.w[i]

    def __len__(self):
        return len(self.x)


def build_dataset(seed):
    source = BenchLog(32, seed)
    dataset = ds.GeneratorDataset(source, column_names=config.COLUMNS, shuffle=False)
    return dataset.batch(config.BATCH, drop_remainder=True)
