import numpy as np


def dynamic_weight_average(history, temperature):
    """Liu et al. 2019: weight each task by how slowly its loss is falling."""
    if len(history) < 2:
        return [1.0] * len(history[-1])
    ratios = np.asarray(history[-1]) / np.asarray(history[-2])
    e = np.exp(ratios / temperature)
    return (len(ratios) * e / e.sum()).tolist()
