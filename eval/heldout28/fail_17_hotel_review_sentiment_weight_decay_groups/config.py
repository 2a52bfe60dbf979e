"""Hotel-review sentiment (negative / neutral / positive) with a small CNN text encoder."""

VOCAB = 40
SEQ_LEN = 12
EMBED = 16
FILTERS = 16
N_CLASSES = 3

LR = 2e-3
WEIGHT_DECAY = 0.01
NO_DECAY_SUFFIXES = ("bias", "gamma", "beta", "embedding_table")

N_REVIEWS = 24
BATCH_SIZE = 8
EPOCHS = 1
SEED = 123
