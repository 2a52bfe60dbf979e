"""Synthetic log-mel patches; emotions differ in pitch band, energy and its variability."""
import numpy as np
import mindspore.dataset as ds

import config


def utterance(emotion, rng):
    mel = rng.normal(-4.0, 0.3, size=(config.FRAMES, config.N_MELS))
    band = [6, 12, 4, 9][emotion]
    energy = [1.0, 2.0, 0.6, 2.5][emotion]
    wobble = [0.1, 0.6, 0.1, 1.0][emotion]
    t = np.arange(config.FRAMES)
    mel[:, band:band + 3] += energy + wobble * np.sin(t / 3.0)[:, None]
    return mel.astype(np.float32)


def emotion_dataset():
    rng = np.random.default_rng(config.SEED)
    labels = rng.integers(0, len(config.EMOTIONS), size=config.NUM_UTTERANCES).astype(np.int32)
    mels = np.stack([utterance(e, rng) for e in labels])
    data = ds.NumpySlicesDataset({"mel": mels, "emotion": labels}, shuffle=True)
    return data.batch(config.BATCH_SIZE, drop_remainder=True)
