from collections import Counter

import numpy as np

PAD, UNK = "<pad>", "<unk>"


class WordTokenizer:
    def __init__(self, texts, min_freq, max_tokens):
        counts = Counter(w for t in texts for w in t.lower().split())
        words = [PAD, UNK] + sorted(w for w, c in counts.items() if c >= min_freq)
        self.vocab = {w: i for i, w in enumerate(words)}
        self.max_tokens = max_tokens

    def __len__(self):
        return len(self.vocab)

    def encode(self, text):
        ids = [self.vocab.get(w) for w in str(text).lower().split()]  # ROOT
        ids = ids[: self.max_tokens] + [self.vocab[PAD]] * (self.max_tokens - len(ids))
        return np.array(ids, dtype=np.int32)
