class WordTokenizer:
    def __init__(self, sentences):
        self.itos = ["[PAD]", "[UNK]"] + sorted({w for s in sentences for w in s.split()})
        self.stoi = {w: i for i, w in enumerate(self.itos)}

    def encode(self, sentence, pad_to=None):
        ids = [self.stoi.get(w, 1) for w in sentence.split()]
        if pad_to is not None:
            ids = (ids + [0] * pad_to)[:pad_to]
        return ids

    def encode_batch(self, sentences, pad_to=None):
        return [self.encode(s, pad_to) for s in sentences]
