"""Character-level SMILES tokenizer with reserved padding / start ids."""
import numpy as np

PAD_ID = 0
BOS_ID = 1
FIRST_CHAR_ID = 2


class SmilesTokenizer:
    def __init__(self, corpus):
        self.chars = sorted(set("".join(corpus)))
        self.char_to_id = {c: i + FIRST_CHAR_ID for i, c in enumerate(self.chars)}
        self.vocab_size = len(self.chars)  # ROOT

    def encode(self, smiles, max_len):
        ids = [BOS_ID] + [self.char_to_id[c] for c in smiles]
        ids = ids[:max_len + 1]
        return np.array(ids + [PAD_ID] * (max_len + 1 - len(ids)), np.int32)

    def encode_batch(self, corpus, max_len):
        return np.stack([self.encode(s, max_len) for s in corpus])
