import numpy as np

import config


def psg_epoch(stage, rng):
    t = np.arange(config.EPOCH_SAMPLES) / config.FS
    if stage == 0:      # wake: alpha + blinks
        eeg = 0.6 * np.sin(2 * np.pi * 10 * t) + rng.normal(0, 0.3, t.size)
        eog = (rng.random(t.size) < 0.01) * 3.0
    elif stage == 1:    # N2: spindles + K-complexes, quiet eyes
        eeg = 0.3 * np.sin(2 * np.pi * 13 * t) * (np.sin(2 * np.pi * 0.2 * t) > 0.8) + rng.normal(0, 0.3, t.size)
        eog = rng.normal(0, 0.05, t.size)
    else:               # REM: saw-tooth theta + rapid eye movements
        eeg = 0.4 * ((t * 5) % 1 - 0.5) + rng.normal(0, 0.3, t.size)
        eog = 1.5 * np.sign(np.sin(2 * np.pi * 0.7 * t)) * (rng.random() + 0.5)
    return eeg.astype(np.float32), (eog + rng.normal(0, 0.05, t.size)).astype(np.float32)


def psg_arrays(rng):
    eegs, eogs, stages = [], [], []
    for s in range(len(config.STAGES)):
        for _ in range(config.EPOCHS_PER_STAGE):
            eeg, eog = psg_epoch(s, rng)
            eegs.append(eeg[None])
            eogs.append(eog[None])
            stages.append(s)
    return np.asarray(eegs), np.asarray(eogs), np.asarray(stages, np.int32)
