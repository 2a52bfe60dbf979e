import numpy as np


def imu_windows(rng, num_subjects, per_subject, steps=50, channels=6):
    xs, ys = [], []
    for subject in range(num_subjects):
        cadence = 1.6 + 0.15 * subject
        t = np.arange(steps, dtype=np.float32) / 25.0
        for _ in range(per_subject):
            base = np.sin(2 * np.pi * cadence * t + rng.uniform(0, np.pi))
            window = base[:, None] * rng.uniform(0.8, 1.2, size=(1, channels))
            xs.append(window + 0.05 * rng.standard_normal((steps, channels)))
            ys.append(subject)
    order = rng.permutation(len(xs))
    return np.asarray(xs, np.float32)[order], np.asarray(ys, np.int32)[order]
