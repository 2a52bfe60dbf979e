import os

SEED = 83
RUN_MODE = os.environ.get("RUN_MODE", "graph")
KEYWORDS = ["yes", "no", "up", "down", "stop", "go"]
N_MFCC = 20
N_FRAMES = 32
N_CLIPS = 48
BATCH_SIZE = 16
EPOCHS = 3
WARMUP_EPOCHS = 1
KD_ALPHA = 0.7
KD_TEMPERATURE = 4.0
LR = 2e-3
