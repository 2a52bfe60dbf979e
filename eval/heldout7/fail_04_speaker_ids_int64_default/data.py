import numpy as np


def fake_utterances(num_speakers, per_speaker, n_mels, frames, seed=0):
    rng = np.random.default_rng(seed)
    utterances = []
    for spk in range(num_speakers):
        centre = rng.standard_normal((n_mels, 1)).astype(np.float32)
        for _ in range(per_speaker):
            noise = 0.3 * rng.standard_normal((n_mels, frames)).astype(np.float32)
            utterances.append((spk, centre + noise))
    order = rng.permutation(len(utterances))
    return [utterances[i] for i in order]


def collate(utterances):
    feats = np.stack([mel for _, mel in utterances]).astype(np.float32)
    speakers = np.array([spk for spk, _ in utterances])  # ROOT
    return feats, speakers


def cmvn(feats):
    mean = feats.mean(axis=-1, keepdims=True)
    std = feats.std(axis=-1, keepdims=True) + 1e-5
    return (feats - mean) / std
