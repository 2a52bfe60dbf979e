import numpy as np

WORDS = ["love", "night", "fire", "heart", "road", "rain", "baby", "dance", "home", "light",
         "gone", "tonight", "dream", "forever", "shine", "cry"]


def synthetic_lyrics(num_lines, seed):
    rng = np.random.default_rng(seed)
    lines = []
    for _ in range(num_lines):
        n = int(rng.integers(3, 7))
        lines.append(" ".join(rng.choice(WORDS, size=n)))
    return "\n".join(lines) + "\n"


class CharVocab:
    def __init__(self, text):
        self.chars = sorted(set(text))
        self.index = {c: i for i, c in enumerate(self.chars)}

    def __len__(self):
        return len(self.chars)

    def encode(self, s):
        return np.array([self.index[c] for c in s], dtype=np.int32)
