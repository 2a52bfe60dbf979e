import numpy as np

from queries import KEYWORDS, TABLES


class SqlTokenizer:
    def __init__(self):
        self.vocab = {"<pad>": 0, "<unk>": 1}
        for tok in KEYWORDS + TABLES + ["id", "ts", "0"]:
            self.vocab.setdefault(tok, len(self.vocab))

    def __len__(self):
        return len(self.vocab)

    def encode(self, queries, max_len):
        ids = np.zeros((len(queries), max_len))  # ROOT
        for i, toks in enumerate(queries):
            row = [self.vocab.get(t, 1) for t in toks][:max_len]
            ids[i, :len(row)] = row
        return ids
