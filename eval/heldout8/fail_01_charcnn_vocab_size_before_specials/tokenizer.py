import numpy as np


class CharTokenizer:
    def __init__(self, alphabet, specials, max_len):
        self.itos = list(specials) + list(alphabet)
        self.stoi = {ch: i for i, ch in enumerate(self.itos)}
        self.pad_id = self.stoi["<pad>"]
        self.unk_id = self.stoi["<unk>"]
        self.max_len = max_len

    def encode(self, text):
        ids = [self.stoi.get(ch, self.unk_id) for ch in text.lower()[: self.max_len]]
        ids += [self.pad_id] * (self.max_len - len(ids))
        return ids

    def batch_encode(self, texts):
        return np.array([self.encode(t) for t in texts], dtype=np.int32)
