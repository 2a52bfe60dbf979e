import numpy as np


def epochs_for_budget(step_budget, steps_per_epoch):
    return np.ceil(step_budget / steps_per_epoch)  # ROOT


def describe(x, y):
    return f"{x.shape[0]} ICU stays x {x.shape[1]} h x {x.shape[2]} vitals, sepsis prevalence {y.mean():.2f}"
