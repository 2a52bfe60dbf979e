import numpy as np

import config

KEYWORDS = {
    "billing": ["invoice", "refund", "charged", "payment", "card", "vat"],
    "technical": ["error", "crash", "login", "app", "update", "bug"],
    "account": ["password", "email", "username", "delete", "profile", "verify"],
    "shipping": ["parcel", "delivery", "tracking", "courier", "late", "address"],
}
FILLER = ["hi", "please", "help", "my", "the", "is", "not", "thanks", "i", "need", "urgent", "again"]


def synth_tickets(n, rng):
    texts, labels = [], []
    for _ in range(n):
        q = int(rng.integers(len(config.QUEUES)))
        words = list(rng.choice(FILLER, size=6)) + list(rng.choice(KEYWORDS[config.QUEUES[q]], size=3))
        rng.shuffle(words)
        texts.append(" ".join(words))
        labels.append(q)
    return texts, np.array(labels, np.int32)


def build_vocab():
    words = sorted(set(FILLER) | {w for ws in KEYWORDS.values() for w in ws})
    return {w: i + 2 for i, w in enumerate(words)}


def encode(texts, vocab):
    ids = np.zeros((len(texts), config.MAX_TOKENS), np.int32)
    for r, t in enumerate(texts):
        toks = [vocab.get(w, 1) for w in t.split()][:config.MAX_TOKENS]
        ids[r, :len(toks)] = toks
    return ids
