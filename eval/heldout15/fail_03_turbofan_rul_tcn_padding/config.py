"""Remaining-useful-life regression on C-MAPSS-like engine sensor windows."""

NUM_SENSORS = 14
WINDOW = 30
CHANNELS = 24
KERNEL_SIZE = 3
DILATIONS = (1, 2, 4, 8)
CONV_PAD_MODE = "valid"  # ROOT
DROPOUT = 0.1
RUL_CAP = 125.0
BATCH_SIZE = 16
NUM_ENGINES = 8
STEPS = 6
LR = 2e-3
