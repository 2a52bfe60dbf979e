"""Remaining-useful-life regression for turbofan engines with Monte-Carlo dropout uncertainty."""

SENSORS = 8
WINDOW = 20
HIDDEN = 32
DROP_P = 0.2
MC_SAMPLES = 16
MAX_RUL = 125.0
NUM_WINDOWS = 48
BATCH_SIZE = 16
EPOCHS = 2
LEARNING_RATE = 2e-3
SEED = 89
