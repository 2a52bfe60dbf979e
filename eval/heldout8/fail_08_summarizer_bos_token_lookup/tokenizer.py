import numpy as np

SPECIAL_TOKENS = ["<pad>", "<bos>", "<eos>", "<unk>"]


class WordTokenizer:
    def __init__(self, corpus):
        words = sorted({w for line in corpus for w in line.lower().split()})
        self.itos = SPECIAL_TOKENS + words
        self.token_to_id = {t: i for i, t in enumerate(self.itos)}
        self.pad_id = self.token_to_id.get("<pad>")
        self.bos_id = self.token_to_id.get("<s>")  # ROOT
        self.eos_id = self.token_to_id.get("<eos>")
        self.unk_id = self.token_to_id.get("<unk>")

    @property
    def vocab_size(self):
        return len(self.itos)

    def encode(self, text, max_len):
        ids = [self.token_to_id.get(w, self.unk_id) for w in text.lower().split()][: max_len - 1]
        ids.append(self.eos_id)
        return ids + [self.pad_id] * (max_len - len(ids))

    def encode_batch(self, texts, max_len):
        return np.array([self.encode(t, max_len) for t in texts], dtype=np.int32)

    def decode(self, ids):
        return " ".join(self.itos[i] for i in ids if i not in (self.pad_id, self.bos_id, self.eos_id))
