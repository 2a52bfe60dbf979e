import numpy as np

import config


def synth_logmel(rng):
    feats, speakers = [], []
    centres = rng.normal(0, 1, (config.N_SPEAKERS, config.N_MELS))
    for spk in range(config.N_SPEAKERS):
        for _ in range(config.UTTERANCES_PER_SPEAKER):
            frames = centres[spk] + rng.normal(0, 0.7, (config.N_FRAMES, config.N_MELS))
            feats.append(frames)
            speakers.append(spk)
    return np.asarray(feats, np.float32), np.asarray(speakers, np.int32)


def cmvn(feats):
    mu = feats.mean(axis=1, keepdims=True)
    sd = feats.std(axis=1, keepdims=True) + 1e-5
    return ((feats - mu) / sd).astype(np.float32)


def frames_after_subsampling(n_frames, factor):
    return n_frames / factor  # ROOT
