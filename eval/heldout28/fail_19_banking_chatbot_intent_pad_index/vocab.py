class IntentVocab:
    """Word index built from the training utterances, plus <unk> and <pad> at the end."""

    def __init__(self, utterances):
        words = sorted({w for u in utterances for w in u.lower().split()})
        self.itos = list(words)
        self.size = len(self.itos)  # ROOT
        self.itos += ["<unk>", "<pad>"]
        self.stoi = {w: i for i, w in enumerate(self.itos)}
        self.unk_id = self.stoi["<unk>"]
        self.pad_id = self.stoi["<pad>"]

    def encode(self, utterance, max_words):
        ids = [self.stoi.get(w, self.unk_id) for w in utterance.lower().split()][:max_words]
        return ids + [self.pad_id] * (max_words - len(ids))
