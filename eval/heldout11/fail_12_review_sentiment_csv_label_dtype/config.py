MAX_TOKENS = 10
EMBED_DIM = 24
NUM_CLASSES = 3  # negative, neutral, positive
BATCH_SIZE = 6
LR = 0.01
EPOCHS = 2
