import re
from collections import Counter

import numpy as np

TOKEN_RE = re.compile(r"[a-z']+")


def tokenize(text):
    return TOKEN_RE.findall(text.lower())


class CountVectorizer:
    def __init__(self, max_features=32):
        self.max_features = max_features
        self.vocab = {}

    def fit(self, docs):
        freq = Counter(tok for doc in docs for tok in tokenize(doc))
        for tok, _ in freq.most_common(self.max_features):
            self.vocab[tok] = len(self.vocab)
        return self

    def document_frequency(self, docs):
        df = np.zeros(len(self.vocab), dtype=np.float32)
        for doc in docs:
            for tok in set(tokenize(doc)):
                if tok in self.vocab:
                    df[self.vocab[tok]] += 1
        return df

    def transform(self, docs):
        counts = np.zeros((len(docs), len(self.vocab)), dtype=np.int32)  # ROOT
        for row, doc in enumerate(docs):
            for tok in tokenize(doc):
                col = self.vocab.get(tok)
                if col is not None:
                    counts[row, col] += 1
        return counts
