import numpy as np

import config


def synth_spectrogram(genre, rng):
    mel = np.linspace(0, 1, config.N_MELS)[:, None]
    frames = np.arange(config.N_FRAMES)[None, :]
    spec = 0.1 * rng.rand(config.N_MELS, config.N_FRAMES)
    if genre == "ambient":
        spec += np.exp(-((mel - 0.2) ** 2) / 0.02) * (0.6 + 0.1 * np.sin(frames / 9.0))
    elif genre == "techno":
        spec += (frames % 6 == 0) * np.exp(-mel * 4.0) + 0.3 * np.exp(-((mel - 0.6) ** 2) / 0.01)
    elif genre == "folk":
        spec += 0.5 * np.exp(-((mel - 0.4) ** 2) / 0.05) * (rng.rand(1, config.N_FRAMES) > 0.4)
    else:
        spec += 0.5 + 0.3 * rng.rand(config.N_MELS, config.N_FRAMES) * mel
    return np.log1p(spec).astype(np.float32)


def make_dataset_arrays(seed):
    rng = np.random.RandomState(seed)
    specs, labels = [], []
    for y, genre in enumerate(config.GENRES):
        for _ in range(config.CLIPS_PER_GENRE):
            specs.append(synth_spectrogram(genre, rng)[None])
            labels.append(y)
    return np.stack(specs), np.asarray(labels, np.int32)
