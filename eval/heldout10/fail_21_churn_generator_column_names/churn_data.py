import numpy as np
import mindspore.dataset as ds

FEATURES = ["tenure", "monthly_charges", "support_calls", "contract_months", "late_payments", "usage_gb"]


class ChurnSource:
    """Random-access source over a synthetic customer table."""

    def __init__(self, n, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(size=(n, len(FEATURES))).astype(np.float32)
        logit = 1.5 * self.x[:, 2] - 1.0 * self.x[:, 0] + 0.8 * self.x[:, 4]
        self.y = (logit + 0.3 * rng.normal(size=n) > 0).astype(np.float32)[:, None]

    def __getitem__(self, i):
        return self.x[i], self.y[i]

    def __len__(self):
        return len(self.y)


def make_dataset(n, batch_size, seed=0):
    source = ChurnSource(n, seed)
    dataset = ds.GeneratorDataset(source, column_names=["features", "label", "sample_weight"], shuffle=True)  # ROOT
    return dataset.batch(batch_size, drop_remainder=True)
