import numpy as np

import config

TEMPLATES = {
    "ESI-1": "unresponsive no pulse cpr in progress",
    "ESI-2": "chest pain radiating left arm diaphoretic",
    "ESI-3": "abdominal pain vomiting since morning stable vitals",
    "ESI-4": "ankle sprain able to bear weight",
    "ESI-5": "prescription refill no complaints",
}


def synthetic_notes(n, seed):
    rng = np.random.default_rng(seed)
    rows = []
    for _ in range(n):
        acuity = config.ACUITY[rng.integers(0, len(config.ACUITY))]
        words = TEMPLATES[acuity].split()
        rng.shuffle(words)
        rows.append({"note": " ".join(words + ["pt", "arrived", "by", "ems"][: rng.integers(0, 4)]), "acuity": acuity})
    return rows


def build_vocab(rows):
    vocab = {"<pad>": 0, "<unk>": 1}
    for r in rows:
        for w in r["note"].split():
            vocab.setdefault(w, len(vocab))
    return vocab


def encode(rows, vocab):
    ids = np.zeros((len(rows), config.MAX_TOKENS), np.int32)
    for i, r in enumerate(rows):
        toks = [vocab.get(w, 1) for w in r["note"].split()][: config.MAX_TOKENS]
        ids[i, : len(toks)] = toks
    labels = np.array([config.ACUITY.index(r["acuity"]) for r in rows])  # ROOT
    return ids, labels
