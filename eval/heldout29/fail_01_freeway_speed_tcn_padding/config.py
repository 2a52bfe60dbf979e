"""Freeway loop-detector speed forecasting with a temporal convolutional network."""

DETECTORS = 4               # neighbouring loops used as input channels
HISTORY = 24                # 5-minute intervals (2 hours)
CHANNELS = 16
KERNEL = 3
DILATIONS = (1, 2, 4)

N_WINDOWS = 32
BATCH_SIZE = 8
EPOCHS = 1
LR = 2e-3
SEED = 51
