import numpy as np
import mindspore.dataset as ds

AMINO = "ACDEFGHIKLMNPQRSTVWY"
HYDROPHOBIC = set("AILMFWV")


def composition(seq):
    counts = np.array([seq.count(a) for a in AMINO], dtype=np.float32)
    return counts / max(len(seq), 1)


def synth_sequences(n, seed):
    rng = np.random.default_rng(seed)
    seqs = ["".join(rng.choice(list(AMINO), size=rng.integers(30, 60))) for _ in range(n)]
    feats = np.stack([composition(s) for s in seqs])
    hydro = np.array([sum(c in HYDROPHOBIC for c in s) / len(s) for s in seqs])
    soluble = (hydro < np.median(hydro)).astype(np.int32)
    return feats, soluble


def solubility_dataset(num_shards, shard_id, batch_size=8, seed=0):
    feats, labels = synth_sequences(64, seed)
    dataset = ds.NumpySlicesDataset({"comp": feats, "soluble": labels}, shuffle=True,
                                    num_shards=num_shards, shard_id=shard_id)
    return dataset.batch(batch_size)
