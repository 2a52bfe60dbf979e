import numpy as np

import config

LEXICON = {
    "politics": ["minister", "vote", "parliament", "election", "party", "bill", "senate"],
    "sport": ["cup", "goal", "coach", "final", "striker", "league", "match"],
    "business": ["shares", "profit", "merger", "market", "ceo", "rates", "bank"],
    "science": ["study", "researchers", "genes", "telescope", "climate", "species", "vaccine"],
}
GLUE = ["the", "a", "after", "new", "says", "over", "in", "to", "as", "for", "on", "amid"]


def synth_headlines(seed):
    rng = np.random.RandomState(seed)
    texts, labels = [], []
    for _ in range(config.N_HEADLINES):
        y = rng.randint(len(config.SECTIONS))
        words = LEXICON[config.SECTIONS[y]]
        n = rng.randint(5, config.MAX_WORDS + 1)
        texts.append([words[rng.randint(len(words))] if rng.rand() < 0.45 else GLUE[rng.randint(len(GLUE))]
                      for _ in range(n)])
        labels.append(y)
    return texts, np.asarray(labels, np.int32)


def encode(texts):
    vocab = {w: i + 1 for i, w in enumerate(sorted({w for t in texts for w in t}))}
    ids = np.zeros((len(texts), config.MAX_WORDS), np.int32)
    for r, t in enumerate(texts):
        ids[r, :len(t)] = [vocab[w] for w in t]
    return ids, vocab
