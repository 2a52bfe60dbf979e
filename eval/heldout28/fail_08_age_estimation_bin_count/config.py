"""Apparent-age estimation from face embeddings, trained as classification over age bins."""

MIN_AGE = 0
MAX_AGE = 80
BIN_WIDTH = 10
AGE_BIN_EDGES = list(range(MIN_AGE, MAX_AGE + 1, BIN_WIDTH))     # 0, 10, ..., 80
NUM_BINS = (MAX_AGE - MIN_AGE) / BIN_WIDTH  # ROOT
LABEL_SMOOTHING = 0.1

EMBED_DIM = 32
HIDDEN = 48
N_FACES = 40
BATCH_SIZE = 8
EPOCHS = 1
LR = 2e-3
SEED = 17
