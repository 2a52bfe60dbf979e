import csv
import io

import numpy as np

RAW_CSV = """tenure,monthly_charges,total_charges,support_calls,contract_months,churned
1,70.5,70.5,3,1,1
34,56.9,1889.5,0,12,0
2,53.8,108.1,2,1,1
45,42.3,1840.7,1,24,0
8,99.6,820.5,4,1,1
22,89.1,1949.4,0,12,0
10,29.7,301.9,1,1,0
28,104.8,3046.0,5,1,1
"""

FEATURES = ["tenure", "monthly_charges", "total_charges", "support_calls", "contract_months"]


def load_table(text=RAW_CSV):
    reader = csv.DictReader(io.StringIO(text))
    rows, labels = [], []
    for rec in reader:
        rows.append([float(rec[name]) for name in FEATURES])
        labels.append(int(rec["churned"]))
    features = np.array(rows)  # ROOT
    return features, np.array(labels, dtype=np.int32)


class Standardizer:
    def fit(self, x):
        self.mean = x.mean(axis=0, keepdims=True)
        self.std = x.std(axis=0, keepdims=True) + 1e-6
        return self

    def transform(self, x):
        return (x - self.mean) / self.std
