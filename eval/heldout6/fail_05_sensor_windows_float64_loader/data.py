"""Accelerometer windows for activity recognition (synthetic signals)."""
import numpy as np

SAMPLE_RATE = 20
ACTIVITIES = ("walk", "run", "sit")


def synth_recording(activity, seconds, seed):
    rng = np.random.default_rng(seed)
    t = np.arange(seconds * SAMPLE_RATE) / SAMPLE_RATE
    freq = {"walk": 1.5, "run": 3.0, "sit": 0.1}[activity]
    axes = [np.sin(2 * np.pi * freq * t + phase) for phase in (0.0, 0.7, 1.4)]
    return np.stack(axes) + 0.05 * rng.normal(size=(3, t.size))


def make_windows(recording, win, hop):
    windows = [recording[:, s:s + win] for s in range(0, recording.shape[1] - win + 1, hop)]
    return np.stack(windows)  # ROOT


def build_dataset(win=16, hop=8):
    xs, ys = [], []
    for label, activity in enumerate(ACTIVITIES):
        w = make_windows(synth_recording(activity, seconds=2, seed=label), win, hop)
        xs.append(w)
        ys.append(np.full(len(w), label, dtype=np.int32))
    return np.concatenate(xs), np.concatenate(ys)
