import numpy as np
import mindspore.dataset as ds

import config

AA_INDEX = {aa: i + 1 for i, aa in enumerate(config.AMINO_ACIDS)}


def synth_proteins(rng):
    motifs = ["GXSXG", "HXXEH", "CXXC", "KDE"]
    records = []
    for _ in range(config.N_PROTEINS):
        label = int(rng.integers(0, len(config.EC_CLASSES)))
        length = int(rng.integers(config.MIN_LEN, config.MAX_LEN))
        seq = list(rng.choice(list(config.AMINO_ACIDS), length))
        pos = int(rng.integers(0, length - 5))
        motif = motifs[label].replace("X", str(rng.choice(list(config.AMINO_ACIDS))))
        seq[pos:pos + len(motif)] = list(motif)
        records.append(("".join(seq), label))
    return records


def length_boundaries(records):
    lengths = np.array([len(seq) for seq, _ in records])
    return sorted(set(np.percentile(lengths, config.BUCKET_QUANTILES).astype(int)))  # ROOT


def protein_dataset(records):
    def gen():
        for seq, label in records:
            yield np.array([AA_INDEX[a] for a in seq], np.int32), np.int32(label)

    dataset = ds.GeneratorDataset(gen, column_names=["residues", "ec_class"], shuffle=False)
    return dataset.bucket_batch_by_length(
        ["residues"], length_boundaries(records), config.BUCKET_BATCH_SIZES,
        pad_info={"residues": (None, 0)}, drop_remainder=False,
    )
