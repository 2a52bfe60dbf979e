import numpy as np


class WordTokenizer:
    def __init__(self, corpus):
        words = sorted({w for line in corpus for w in line.lower().split()})
        self.vocab = {"<pad>": 0, "<unk>": 1}
        for w in words:
            self.vocab[w] = len(self.vocab)

    def encode(self, lines, max_tokens):
        ids = np.full((len(lines), max_tokens), self.vocab["<pad>"], dtype=np.int32)
        for i, line in enumerate(lines):
            toks = [self.vocab.get(w, 1) for w in line.lower().split()][:max_tokens]
            ids[i, :len(toks)] = toks
        return ids
