import numpy as np
import mindspore.dataset as ds

import config as cfg


class HiveDaySource:
    def __init__(self, csv_text):
        self.lines = csv_text.strip().split("\n")
        body = [line.split(",") for line in self.lines[1:]]
        feats = np.array([[float(v) for v in row[1:-1]] for row in body], dtype=np.float32)
        self.features = (feats - feats.mean(0)) / (feats.std(0) + 1e-6)
        self.labels = np.array([cfg.STATUS.index(row[-1]) for row in body], dtype=np.int32)

    def __getitem__(self, idx):
        return self.features[idx], self.labels[idx]

    def __len__(self):
        return len(self.lines)  # ROOT


def hive_dataset(csv_text):
    source = HiveDaySource(csv_text)
    data = ds.GeneratorDataset(source, column_names=["sensors", "status"], shuffle=False)
    return data.batch(cfg.BATCH_SIZE)
