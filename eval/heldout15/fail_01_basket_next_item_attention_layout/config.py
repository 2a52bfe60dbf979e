"""Hyper-parameters for the next-basket-item recommender."""

NUM_ITEMS = 120          # catalogue size, id 0 is padding
SEQ_LEN = 12             # last 12 items a shopper put in the basket
EMBED_DIM = 32
NUM_HEADS = 4
DROPOUT = 0.1
BATCH_SIZE = 16
NUM_SESSIONS = 96
EPOCHS = 2
LR = 3e-3
SEED = 7
