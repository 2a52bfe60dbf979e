"""Wrist accelerometer recordings cut into fixed windows (50 Hz)."""
import numpy as np
import mindspore.dataset as ds

WINDOW = 32
STRIDE = 16
AXES = 3
ACTIVITIES = ["sitting", "walking", "running", "cycling"]


def record_session(activity, seconds, rng):
    t = np.arange(seconds * 50) / 50.0
    freq = [0.0, 1.8, 2.8, 1.2][activity]
    amp = [0.02, 0.4, 1.2, 0.3][activity]
    sig = np.stack([amp * np.sin(2 * np.pi * freq * t + k) for k in range(AXES)], axis=1)
    return sig + rng.normal(0, 0.05, sig.shape)


def sliding_windows(signal):
    windows = [signal[s:s + WINDOW] for s in range(0, len(signal) - WINDOW + 1, STRIDE)]
    return np.stack(windows).astype(np.float32)  # ROOT


def har_dataset(batch_size=16, seed=8):
    rng = np.random.default_rng(seed)
    xs, ys = [], []
    for label in range(len(ACTIVITIES)):
        w = sliding_windows(record_session(label, 8, rng))
        xs.append(w)
        ys.append(np.full(len(w), label, np.int32))
    return ds.NumpySlicesDataset((np.concatenate(xs), np.concatenate(ys)), ["imu", "activity"],
                                 shuffle=True).batch(batch_size)
