class WordVocab:
    PAD, UNK = "<pad>", "<unk>"

    def __init__(self, corpus):
        words = sorted({w for line in corpus for w in line.lower().split()})
        self.itos = [self.PAD, self.UNK] + words
        self.stoi = {w: i for i, w in enumerate(self.itos)}
        self.pad_id = self.stoi[self.PAD]

    def __len__(self):
        return len(self.itos)

    def encode(self, line, max_len):
        ids = [self.stoi.get(w, 1) for w in line.lower().split()][:max_len]
        return ids + [self.pad_id] * (max_len - len(ids))
