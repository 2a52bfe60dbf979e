"""Hyper-parameters for the two-tower retrieval model."""
NUM_USERS = 40
NUM_ITEMS = 16
EMBED_DIM = 16
HIDDEN = 32
BATCH = 8
EPOCHS = 2
LR = 5e-3
RECALL_AT = 20  # ROOT
