MAX_LEN = 8
EMBED_DIM = 16
HIDDEN = 32
BATCH_SIZE = 4
LR = 5e-3
EPOCHS = 2
INTENTS = ["weather", "alarm", "music", "timer"]
