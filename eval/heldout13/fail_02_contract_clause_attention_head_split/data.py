import numpy as np

CLAUSE_WORDS = ("indemnify termination liability confidential warranty governing law party agreement "
                "notice assignment force majeure payment invoice breach remedy arbitration").split()


def fake_clauses(n, rng):
    texts = []
    for _ in range(n):
        length = rng.integers(6, 22)
        texts.append(" ".join(rng.choice(CLAUSE_WORDS, size=length)))
    return texts


def encode(texts, vocab, max_len):
    ids = np.zeros((len(texts), max_len), dtype=np.int32)
    for i, text in enumerate(texts):
        toks = [vocab.setdefault(w, len(vocab) + 1) for w in text.split()][:max_len]
        ids[i, :len(toks)] = toks
    return ids
