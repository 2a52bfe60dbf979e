import numpy as np


def horizon_schedule(steps, start=0.1, end=0.5):
    """Fraction of each window hidden from the model, growing linearly over training."""
    return [float(r) for r in np.round(np.linspace(start, end, steps), 3)]
