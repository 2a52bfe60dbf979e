SEED = 73
CATEGORIES = ["kitchen", "garden", "electronics", "toys"]
MAX_TOKENS = 8
SPECIAL_TOKENS = ["<pad>", "<unk>"]
EMBED_DIM = 16
BATCH_SIZE = 4
LR = 5e-3
EPOCHS = 1
