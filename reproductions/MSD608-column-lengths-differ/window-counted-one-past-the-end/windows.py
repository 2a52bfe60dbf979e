"""Traffic counts from one road sensor, turned into (history, next count) pairs."""
import numpy as np

HISTORY = 12


def sensor_counts(hours, rng):
    t = np.arange(hours)
    return (40 + 25 * np.sin(2 * np.pi * t / 24) + rng.normal(0, 3, hours)).astype(np.float32)


def pairs(counts):
    histories = np.stack([counts[s:s + HISTORY] for s in range(len(counts) - HISTORY + 1)])  # expect: MSD608
    upcoming = counts[HISTORY:]
    return histories, upcoming[:, None]
