from collections import Counter

import numpy as np

from data import normalize_token

PAD_ID = 0
UNK_ID = 1


class InvoiceTokenizer:
    def __init__(self, min_freq=1):
        self.min_freq = min_freq
        self.word2id = {}

    @staticmethod
    def split(line):
        return [normalize_token(t) for t in line.lower().split()]

    def fit(self, lines):
        counts = Counter(tok for line in lines for tok in self.split(line))
        words = sorted(w for w, c in counts.items() if c >= self.min_freq)
        self.word2id = {w: i for i, w in enumerate(words, start=2)}
        return self

    @property
    def vocab_size(self):
        return len(self.word2id)  # ROOT

    def encode(self, lines, max_len):
        ids = np.full((len(lines), max_len), PAD_ID, np.int32)
        for r, line in enumerate(lines):
            for c, tok in enumerate(self.split(line)[:max_len]):
                ids[r, c] = self.word2id.get(tok, UNK_ID)
        return ids
