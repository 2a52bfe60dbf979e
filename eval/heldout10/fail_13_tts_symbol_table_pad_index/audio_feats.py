import numpy as np

N_MELS = 20
FRAMES_PER_CHAR = 3


def fake_mel_for(seq, seed=0):
    rng = np.random.default_rng(seed + len(seq))
    frames = len(seq) * FRAMES_PER_CHAR
    base = np.repeat(np.asarray(seq, np.float32)[:, None] / 32.0, FRAMES_PER_CHAR, axis=0)
    return (base + 0.1 * rng.normal(size=(frames, N_MELS))).astype(np.float32)


def pad_batch(seqs, mels, pad_id):
    max_t = max(len(s) for s in seqs)
    ids = np.full((len(seqs), max_t), pad_id, np.int32)
    target = np.zeros((len(seqs), max_t * FRAMES_PER_CHAR, N_MELS), np.float32)
    mask = np.zeros((len(seqs), max_t * FRAMES_PER_CHAR, 1), np.float32)
    for i, (s, m) in enumerate(zip(seqs, mels)):
        ids[i, :len(s)] = s
        target[i, :len(m)] = m
        mask[i, :len(m)] = 1.0
    return ids, target, mask
