import numpy as np

TEXT = (
    "to be or not to be that is the question whether tis nobler in the mind to suffer "
    "the slings and arrows of outrageous fortune or to take arms against a sea of troubles "
)


class CharCorpus:
    def __init__(self, text=TEXT):
        self.chars = sorted(set(text))
        self.stoi = {c: i for i, c in enumerate(self.chars)}
        self.data = np.array([self.stoi[c] for c in text], np.int32)

    @property
    def vocab_size(self):
        return len(self.chars)

    def batch(self, batch_size, context, rng):
        starts = rng.integers(0, len(self.data) - context - 1, size=batch_size)
        x = np.stack([self.data[s:s + context] for s in starts])
        y = np.stack([self.data[s + 1:s + context + 1] for s in starts])
        return x, y
