import re

import numpy as np

PAD, UNK = "<pad>", "<unk>"


class WordTokenizer:
    def __init__(self, corpus, max_len):
        words = sorted({w for text in corpus for w in self.split(text)})
        self.itos = [PAD, UNK] + words
        self.stoi = {w: i for i, w in enumerate(self.itos)}
        self.max_len = max_len

    @staticmethod
    def split(text):
        return re.findall(r"[a-z0-9]+", text.lower())

    def __len__(self):
        return len(self.itos)

    def encode_batch(self, texts):
        ids = np.zeros((len(texts), self.max_len))  # ROOT
        lengths = np.zeros(len(texts), np.int32)
        for row, text in enumerate(texts):
            toks = [self.stoi.get(w, 1) for w in self.split(text)][: self.max_len]
            ids[row, : len(toks)] = toks
            lengths[row] = max(1, len(toks))
        return ids, lengths
