import numpy as np
import mindspore.dataset as ds

FINDINGS = ["pigment_network", "dots_globules", "streaks", "regression", "blue_white_veil"]


def encode_findings(records):
    targets = np.zeros((len(records), len(FINDINGS)), dtype=np.int32)  # ROOT
    for i, rec in enumerate(records):
        for name in rec["findings"]:
            targets[i, FINDINGS.index(name)] = 1
    return targets


def fake_records(rng, n):
    recs = []
    for _ in range(n):
        k = int(rng.integers(0, 3))
        recs.append({"findings": list(rng.choice(FINDINGS, size=k, replace=False))})
    return recs


def build_dataset(n=48, batch_size=8, seed=0):
    rng = np.random.default_rng(seed)
    images = rng.random((n, 3, 32, 32), dtype=np.float32)
    targets = encode_findings(fake_records(rng, n))
    dset = ds.NumpySlicesDataset({"image": images, "target": targets}, shuffle=False)
    return dset.batch(batch_size, drop_remainder=True)
