import numpy as np


class WordTokenizer:
    def __init__(self, texts):
        words = sorted({w for t in texts for w in t.split()})
        self.vocab = {w: i + 2 for i, w in enumerate(words)}

    def __len__(self):
        return len(self.vocab) + 2

    def encode_batch(self, texts, max_len=24):
        out = np.zeros((len(texts), max_len), np.int32)
        for i, text in enumerate(texts):
            ids = [1] + [self.vocab.get(w, 1) for w in text.split()][:max_len - 1]
            out[i, :len(ids)] = ids
        return out
