INTENTS = ["background", "method", "result_comparison"]
MAX_LEN = 20
EMBED_DIM = 32
BATCH_SIZE = 12
EPOCHS = 2
LR = 5e-3
SEED = 15
