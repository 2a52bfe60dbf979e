import numpy as np
import mindspore.dataset as ds

import config

# dominant rhythm per stage (Hz): alpha when awake, theta in N1, spindles in N2, delta in N3, mixed in REM
STAGE_FREQ = {0: 10.0, 1: 6.0, 2: 13.0, 3: 1.5, 4: 7.0}


def synthetic_recording(n, seed):
    rng = np.random.default_rng(seed)
    t = np.arange(config.FS * config.EPOCH_SECONDS) / config.FS
    stages = rng.integers(0, len(config.STAGES), size=n).astype(np.int32)
    fpz, pz = [], []
    for s in stages:
        f = STAGE_FREQ[int(s)]
        amp = 3.0 if s == 3 else 1.0
        fpz.append(amp * np.sin(2 * np.pi * f * t + rng.uniform(0, 6)) + rng.normal(0, 0.5, t.size))
        pz.append(0.7 * amp * np.sin(2 * np.pi * f * t + rng.uniform(0, 6)) + rng.normal(0, 0.5, t.size))
    return np.array(fpz), np.array(pz), stages


def epochs_tensor(fpz, pz):
    """Stack the two derivations into one array of scoring epochs."""
    x = np.stack([fpz, pz], axis=-1)  # ROOT
    x = (x - x.mean()) / x.std()
    return x.astype(np.float32)


def make_datasets():
    fpz, pz, stages = synthetic_recording(config.NUM_EPOCHS_REC, config.SEED)
    x = epochs_tensor(fpz, pz)
    split = int(0.75 * len(x))
    train = ds.NumpySlicesDataset((x[:split], stages[:split]), column_names=["eeg", "stage"], shuffle=True)
    val = ds.NumpySlicesDataset((x[split:], stages[split:]), column_names=["eeg", "stage"], shuffle=False)
    return train.batch(config.BATCH_SIZE), val.batch(config.BATCH_SIZE)
