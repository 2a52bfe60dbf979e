"""Sensor windows and their fault labels, as MindRecord rows."""
import numpy as np


def windows(count, seed=0):
    rng = np.random.default_rng(seed)
    signals = rng.standard_normal((count, 6)).astype(np.float32)
    faults = (signals[:, 0] > 0.5).astype(np.int64)
    return signals, faults


def as_rows(signals, faults):
    return [{"signal": s, "fault": f} for s, f in zip(signals, faults)]  # expect: MSD609
