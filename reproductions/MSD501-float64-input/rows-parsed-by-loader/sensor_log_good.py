"""Reading the vibration sensor log: one JSON record per line."""
import json

import numpy as np

LOG = "\n".join(json.dumps({"rms": 0.1 * i, "peak": 0.3 * i, "kurtosis": 3.0 + 0.01 * i, "fault": i % 2})
                for i in range(16))


def read_log(text=LOG):
    readings, faults = [], []
    for line in text.splitlines():
        record = json.loads(line)
        readings.append([record["rms"], record["peak"], record["kurtosis"]])
        faults.append(record["fault"])
    return np.asarray(readings, dtype=np.float32), np.asarray(faults, dtype=np.int32)


class Scaler:
    def fit(self, x):
        self.center = x.mean(axis=0)
        self.spread = x.std(axis=0) + 1e-6
        return self

    def apply(self, x):
        return (x - self.center) / self.spread
