"""Retail-bank FAQ intent router: bag-of-embeddings classifier over customer questions."""

INTENTS = ("card_lost", "balance", "transfer_limit", "opening_hours")
MAX_TOKENS = 12
MIN_FREQ = 2
EMBED_DIM = 16
BATCH_SIZE = 4
EPOCHS = 1
LEARNING_RATE = 5e-2
SEED = 47
