"""Customer-support utterances for a few-shot intent router (bag-of-words)."""
import numpy as np

INTENTS = ["refund", "shipping", "password", "cancel"]
KEYWORDS = {
    "refund": ["refund", "money", "back", "charged", "return"],
    "shipping": ["parcel", "delivery", "shipping", "tracking", "arrive"],
    "password": ["password", "login", "reset", "locked", "account"],
    "cancel": ["cancel", "subscription", "stop", "plan", "renewal"],
}
FILLER = ["please", "my", "the", "i", "need", "help", "with", "hi", "today", "order"]
VOCAB = sorted({w for ws in KEYWORDS.values() for w in ws} | set(FILLER))


def utterances(per_intent, seed):
    rng = np.random.default_rng(seed)
    x, y = [], []
    for label, intent in enumerate(INTENTS):
        for _ in range(per_intent):
            words = list(rng.choice(KEYWORDS[intent], 2)) + list(rng.choice(FILLER, 4))
            vec = np.zeros(len(VOCAB), np.float32)
            for w in words:
                vec[VOCAB.index(w)] += 1.0
            x.append(vec)
            y.append(label)
    return np.array(x), np.array(y)
