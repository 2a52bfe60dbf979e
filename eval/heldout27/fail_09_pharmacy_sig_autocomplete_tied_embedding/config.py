"""Autocomplete for pharmacy prescription directions ("sig" codes): next-token language model."""

SEED = 18
SIG_TOKENS = ["<pad>", "<bos>", "take", "1", "2", "tab", "cap", "po", "qd", "bid", "tid", "qid", "prn",
              "hs", "ac", "pc", "with", "food", "water", "for", "days", "7", "10", "14", "pain", "nausea"]
HIDDEN = 32
FACTORIZED_EMBEDDING = True  # ROOT
FACTOR_DIM = 8
SEQ_LEN = 8
BATCH = 8
STEPS = 2
LR = 2e-3
