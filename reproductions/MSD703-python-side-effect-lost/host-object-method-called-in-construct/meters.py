import numpy as np


class PeakMeter:
    """Keeps the largest activation seen, to pick an int8 scale after calibration."""

    def __init__(self):
        self.peaks = []

    def observe(self, tensor):
        self.peaks.append(float(np.abs(tensor.asnumpy()).max()))

    def scale(self):
        return (max(self.peaks) if self.peaks else 1.0) / 127.0
