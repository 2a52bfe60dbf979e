"""Support tickets routed to billing / technical / account / shipping queues (hashed word ids)."""
import numpy as np

QUEUES = ["billing", "technical", "account", "shipping"]
KEYWORDS = {
    0: ["invoice", "refund", "charge", "card"],
    1: ["error", "crash", "install", "bug"],
    2: ["password", "login", "email", "profile"],
    3: ["parcel", "delivery", "courier", "tracking"],
}
FILLER = ["please", "help", "my", "the", "is", "not", "since", "yesterday", "thanks", "order"]
VOCAB = 512
MAX_TOKENS = 12


def word_id(word):
    return 1 + sum(ord(c) * (i + 1) for i, c in enumerate(word)) % (VOCAB - 1)


def make_tickets(n, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, len(QUEUES), n).astype(np.int32)
    x = np.zeros((n, MAX_TOKENS), np.int32)
    for i, q in enumerate(y):
        words = list(rng.choice(FILLER, 6)) + list(rng.choice(KEYWORDS[q], 2))
        rng.shuffle(words)
        ids = [word_id(w) for w in words][:MAX_TOKENS]
        x[i, :len(ids)] = ids
    return x, y
