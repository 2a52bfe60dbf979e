import numpy as np

import config

CUES = {
    "low": ["question", "feature", "request", "whenever", "curious", "docs"],
    "normal": ["error", "login", "slow", "report", "export", "sync"],
    "urgent": ["down", "outage", "production", "asap", "payments", "failing"],
}
FILLER = ["hi", "team", "our", "the", "is", "we", "please", "thanks", "since", "today", "app", "users"]


def synth_tickets(seed):
    rng = np.random.RandomState(seed)
    texts, labels = [], []
    for i in range(config.N_TICKETS):
        y = rng.randint(len(config.PRIORITIES))
        cues = CUES[config.PRIORITIES[y]]
        n = rng.randint(6, config.MAX_WORDS + 1)
        words = [cues[rng.randint(len(cues))] if rng.rand() < 0.4 else FILLER[rng.randint(len(FILLER))]
                 for _ in range(n)]
        words.append(f"acct{rng.randint(40)}")
        texts.append(words)
        labels.append(y)
    return texts, np.asarray(labels, np.int32)
