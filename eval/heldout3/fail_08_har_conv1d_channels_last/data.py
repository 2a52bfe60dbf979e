import numpy as np
import mindspore as ms

N_SENSORS = 6   # 3-axis accelerometer + 3-axis gyroscope
WINDOW = 32


def sliding_windows(signal, window, stride):
    """signal: (T, C) -> list of (window, C) slices."""
    return [signal[s:s + window] for s in range(0, len(signal) - window + 1, stride)]


def har_batch(batch_size, seed=0):
    rng = np.random.default_rng(seed)
    recording = rng.standard_normal((WINDOW * 4, N_SENSORS)).astype(np.float32)
    windows = sliding_windows(recording, WINDOW, WINDOW // 2)[:batch_size]
    x = np.stack(windows)  # ROOT
    y = rng.integers(0, 4, batch_size).astype(np.int32)
    return ms.Tensor(x), ms.Tensor(y)
