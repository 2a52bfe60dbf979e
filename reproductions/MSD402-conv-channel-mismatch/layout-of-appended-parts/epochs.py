"""EEG recordings cut into epochs for a sleep-stage classifier."""
import numpy as np
import mindspore.dataset as ds

LEADS = 4
EPOCH = 40


def recording(stage, rng):
    t = np.arange(EPOCH * 5) / 100.0
    return np.stack([np.sin(2 * np.pi * (stage + 1) * t + lead) for lead in range(LEADS)], axis=1) \
        + rng.normal(0, 0.1, (len(t), LEADS))


def cut(signal):
    pieces = [signal[s:s + EPOCH] for s in range(0, len(signal) - EPOCH + 1, EPOCH)]
    return np.stack(pieces).astype(np.float32)  # expect: MSD402


def sleep_dataset(rng):
    inputs, stages = [], []
    for stage in range(3):
        epochs = cut(recording(stage, rng))
        inputs.append(epochs)
        stages.append(np.full(len(epochs), stage, np.int32))
    return ds.NumpySlicesDataset((np.concatenate(inputs), np.concatenate(stages)), ["eeg", "stage"],
                                 shuffle=False).batch(5)
