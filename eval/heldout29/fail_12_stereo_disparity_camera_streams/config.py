"""Tiny stereo-disparity regressor for a warehouse robot's front camera pair."""

HEIGHT, WIDTH = 12, 24
MAX_DISPARITY = 4
FEATURES = 8

N_PAIRS = 12
BATCH_SIZE = 4
EPOCHS = 1
LR = 2e-3
SEED = 36
