"""Extractive QA over contract clauses: predict the start/end token of the answer span."""

SEED = 4
VOCAB = 300
MAX_LEN = 32
DIM = 32
BATCH = 4
STEPS = 2
LR = 1e-3
