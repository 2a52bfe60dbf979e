import numpy as np
import mindspore.dataset as ds
import config


def synth_recordings(n, rng):
    t = np.linspace(0, 2 * np.pi, config.WINDOW, dtype=np.float32)
    labels = rng.integers(0, config.NUM_CLASSES, size=n).astype(np.int32)
    leads = []
    for lead in range(config.NUM_LEADS):
        phase = rng.uniform(0, np.pi, size=(n, 1)).astype(np.float32)
        freq = (1.0 + labels[:, None] * 0.5 + lead * 0.1).astype(np.float32)
        leads.append(np.sin(freq * t[None, :] + phase) + 0.05 * rng.standard_normal((n, config.WINDOW)))
    return leads, labels


def make_windows(leads):
    return np.stack(leads, axis=-1).astype(np.float32)  # ROOT


def build_dataset(n=64):
    rng = np.random.default_rng(config.SEED)
    leads, labels = synth_recordings(n, rng)
    x = make_windows(leads)
    dset = ds.NumpySlicesDataset({"signal": x, "label": labels}, shuffle=False)
    return dset.batch(config.BATCH_SIZE, drop_remainder=True)
