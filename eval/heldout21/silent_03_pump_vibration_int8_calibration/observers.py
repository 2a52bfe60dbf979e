"""Post-training quantisation helpers for the edge vibration monitor."""
import numpy as np


class MinMaxObserver:
    def __init__(self, name):
        self.name = name
        self.max_abs = []

    def update(self, t):
        self.max_abs.append(float(np.abs(t.asnumpy()).max()))
        return t

    def scale(self, default=1.0):
        return (max(self.max_abs) if self.max_abs else default) / 127.0


def fake_quant(x, scale):
    return np.clip(np.round(x / scale), -127, 127) * scale
