import re

import numpy as np

SPECIALS = ["[PAD]", "[UNK]", "[CLS]"]
PAD_ID, UNK_ID, CLS_ID = 0, 1, 2


class WordTokenizer:
    def __init__(self, corpus, min_freq=1):
        counts = {}
        for text in corpus:
            for w in self.split(text):
                counts[w] = counts.get(w, 0) + 1
        words = sorted(w for w, c in counts.items() if c >= min_freq)
        self.vocab = {tok: i for i, tok in enumerate(SPECIALS + words)}

    @staticmethod
    def split(text):
        return re.findall(r"[a-z0-9']+", text.lower())

    def __len__(self):
        return len(self.vocab)

    def encode_batch(self, texts, max_len=128):
        out = np.full((len(texts), max_len), PAD_ID, dtype=np.int32)
        for i, text in enumerate(texts):
            ids = [CLS_ID] + [self.vocab.get(w, UNK_ID) for w in self.split(text)]
            ids = ids[:max_len]
            out[i, :len(ids)] = ids
        return out
