"""Vital-sign windows from two hospital wards, exported by different systems."""
import numpy as np


def vitals(n, seed):
    rng = np.random.default_rng(seed)
    return rng.normal(0, 1, (n, 6)).astype(np.float32)


def ward_a(n=20):
    """Ward A's export already codes deterioration as small integers."""
    x = vitals(n, 1)
    return x, (x[:, 0] > 0.5).astype(np.int32)


def ward_b(n=20):
    """Ward B's export gives free-text outcomes, coded here."""
    x = vitals(n, 2)
    outcomes = ["stable" if v < 0.5 else "deteriorated" for v in x[:, 0]]
    codes = np.array([int(o == "deteriorated") for o in outcomes])  # expect: MSD603
    return x, codes
