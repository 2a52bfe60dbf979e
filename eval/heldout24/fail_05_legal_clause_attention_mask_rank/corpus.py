import numpy as np

import config

KEYWORDS = {
    "indemnity": ["indemnify", "hold", "harmless", "losses", "claims", "defend"],
    "termination": ["terminate", "notice", "breach", "days", "cure", "expiry"],
    "confidentiality": ["confidential", "disclose", "information", "recipient", "secret", "protect"],
    "governing_law": ["governed", "laws", "jurisdiction", "courts", "state", "venue"],
    "payment": ["invoice", "fees", "payable", "within", "interest", "late"],
}
FILLER = ["the", "party", "shall", "agreement", "any", "of", "to", "in", "this", "and", "such", "by"]


def synth_clauses(n, seed):
    rng = np.random.RandomState(seed)
    texts, labels = [], []
    for _ in range(n):
        y = rng.randint(len(config.CLAUSE_TYPES))
        kw = KEYWORDS[config.CLAUSE_TYPES[y]]
        length = rng.randint(8, config.MAX_LEN + 6)
        words = [kw[rng.randint(len(kw))] if rng.rand() < 0.35 else FILLER[rng.randint(len(FILLER))]
                 for _ in range(length)]
        texts.append(" ".join(words))
        labels.append(y)
    return texts, np.asarray(labels, np.int32)


def build_vocab(texts):
    words = sorted({w for t in texts for w in t.split()})
    return {w: i + 1 for i, w in enumerate(words)}


def encode(texts, vocab):
    ids = np.zeros((len(texts), config.MAX_LEN), np.int32)
    for r, t in enumerate(texts):
        toks = [vocab[w] for w in t.split()][:config.MAX_LEN]
        ids[r, :len(toks)] = toks
    return ids
