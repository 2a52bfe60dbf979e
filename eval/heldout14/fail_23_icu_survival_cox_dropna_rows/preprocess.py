import numpy as np


def drop_incomplete(covariates, time, event):
    """Complete-case analysis: keep patients with every covariate measured."""
    keep = ~np.isnan(covariates).any(axis=1)
    return covariates[keep], time, event  # ROOT


def standardize(x):
    return ((x - x.mean(axis=0)) / x.std(axis=0)).astype(np.float32)
