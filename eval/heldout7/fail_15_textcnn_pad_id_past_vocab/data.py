from collections import Counter

import numpy as np

SPECIALS = ("<pad>", "<unk>")

REVIEWS = [
    ("great phone with a great battery", 1),
    ("terrible screen and slow charging", 0),
    ("battery died after two days", 0),
    ("love the camera and the screen", 1),
    ("slow and buggy software", 0),
    ("fast charging and great camera", 1),
    ("the speaker is terrible", 0),
    ("great value for the price", 1),
]


def build_vocab(texts, min_freq=1):
    counts = Counter(tok for t in texts for tok in t.split())
    itos = list(SPECIALS) + sorted(w for w, c in counts.items() if c >= min_freq)
    return {w: i for i, w in enumerate(itos)}


def encode(texts, vocab, max_len, pad_id):
    unk = vocab["<unk>"]
    out = np.full((len(texts), max_len), pad_id, np.int32)
    for row, text in zip(out, texts):
        ids = [vocab.get(tok, unk) for tok in text.split()][:max_len]
        row[:len(ids)] = ids
    return out
