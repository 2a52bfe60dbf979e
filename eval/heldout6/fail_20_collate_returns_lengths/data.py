import numpy as np

SAMPLES = [
    ([3, 8, 1], 0),
    ([4, 4, 9, 2, 7], 1),
    ([6, 1], 0),
    ([2, 5, 5, 8], 1),
]


def collate(samples, pad_id=0):
    max_len = max(len(tokens) for tokens, _ in samples)
    ids = np.full((len(samples), max_len), pad_id, dtype=np.int32)
    for i, (tokens, _) in enumerate(samples):
        ids[i, : len(tokens)] = tokens
    labels = np.array([label for _, label in samples], dtype=np.int32)
    lengths = np.array([len(tokens) for tokens, _ in samples], dtype=np.int32)
    return ids, labels, lengths  # ROOT


def batches(samples, batch_size):
    for start in range(0, len(samples), batch_size):
        yield collate(samples[start:start + batch_size])
