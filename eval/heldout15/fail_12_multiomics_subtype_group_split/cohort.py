"""Synthetic multi-omics cohort: one merged table, columns ordered panel by panel."""
import numpy as np

from panels import RNA_GENES, METHYLATION_PROBES, PROTEIN_MARKERS, SUBTYPES


def merged_table(n, seed=0):
    rng = np.random.default_rng(seed)
    width = len(RNA_GENES) + len(METHYLATION_PROBES) + len(PROTEIN_MARKERS)
    centers = rng.normal(0, 1.5, (len(SUBTYPES), width))
    y = rng.integers(0, len(SUBTYPES), size=n)
    x = centers[y] + rng.normal(0, 1.0, (n, width))
    x = (x - x.mean(0)) / x.std(0)
    return x.astype(np.float32), y.astype(np.int32)
