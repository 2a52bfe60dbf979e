"""Patient-level split: both eyes of a patient must land in the same subset."""
import numpy as np


def split_patients(patient_ids, val_fraction, seed):
    rng = np.random.default_rng(seed)
    patients = np.unique(patient_ids)
    rng.shuffle(patients)
    n_val = max(1, int(round(len(patients) * val_fraction)))
    return patients[n_val:], patients[:n_val]


def rows_of(patient_ids, patients):
    return np.isin(patient_ids, patients)  # ROOT
