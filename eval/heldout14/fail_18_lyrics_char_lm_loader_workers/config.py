# ported from the PyTorch DataLoader settings of the original project
BATCH_SIZE = 16
NUM_WORKERS = 0  # ROOT
SHUFFLE = True
SEQ_LEN = 24
EMBED = 24
HIDDEN = 48
EPOCHS = 2
LR = 5e-3
SEED = 71
