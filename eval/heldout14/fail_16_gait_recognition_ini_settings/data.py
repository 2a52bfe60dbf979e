import numpy as np
import mindspore.dataset as ds


def synthetic_walks(num_subjects, walks, window, seed):
    """Tri-axial accelerometer walks; each subject has their own cadence and stride asymmetry."""
    rng = np.random.default_rng(int(seed))
    cadence = rng.uniform(1.6, 2.2, num_subjects)
    asym = rng.uniform(0.0, 0.4, num_subjects)
    t = np.arange(window) / 32.0
    xs, ys = [], []
    for s in range(num_subjects):
        for _ in range(walks):
            ph = rng.uniform(0, 2 * np.pi)
            vert = np.sin(2 * np.pi * cadence[s] * t + ph) + asym[s] * np.sin(np.pi * cadence[s] * t + ph)
            ap = 0.5 * np.cos(2 * np.pi * cadence[s] * t + ph)
            ml = 0.3 * np.sin(np.pi * cadence[s] * t + ph)
            xs.append(np.stack([vert, ap, ml]) + rng.normal(0, 0.1, (3, window)))
            ys.append(s)
    return np.array(xs, np.float32), np.array(ys, np.int32)


def make_dataset(model_cfg, data_cfg):
    x, y = synthetic_walks(model_cfg["num_subjects"], int(data_cfg["walks_per_subject"]),
                           model_cfg["window"], data_cfg["seed"])
    dataset = ds.NumpySlicesDataset((x, y), column_names=["imu", "subject"], shuffle=True)
    return dataset.batch(data_cfg["batch_size"], drop_remainder=data_cfg["drop_remainder"])
