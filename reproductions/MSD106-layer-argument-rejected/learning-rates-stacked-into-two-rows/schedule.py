"""A per-step learning-rate schedule: linear warm-up, then a constant rate."""
import numpy as np


def warmup_then_constant(base_lr, warmup, total):
    ramp = np.linspace(base_lr / 10, base_lr, warmup)
    flat = np.full(total - warmup, base_lr)
    return np.stack([ramp, flat]).astype(np.float32)  # expect: MSD106
