from collections import Counter


class Vocab:
    def __init__(self, texts, min_freq=2):
        counts = Counter(w for t in texts for w in t.lower().split())
        self.itos = ["<unk>"] + sorted(w for w, c in counts.items() if c >= min_freq)
        self.stoi = {w: i for i, w in enumerate(self.itos)}
        self.pad_id = len(self.itos)

    def encode(self, text, max_len):
        ids = [self.stoi.get(w, 0) for w in text.lower().split()][:max_len]
        return ids + [self.pad_id] * (max_len - len(ids))
