import numpy as np


def one_cycle(max_lr, total_steps, div=10.0):
    half = total_steps // 2
    up = np.linspace(max_lr / div, max_lr, half)
    down = max_lr / div + (max_lr - max_lr / div) * 0.5 * (1 + np.cos(np.linspace(0, np.pi, total_steps - half)))
    return np.vstack([up, down]).astype(np.float32)  # ROOT
