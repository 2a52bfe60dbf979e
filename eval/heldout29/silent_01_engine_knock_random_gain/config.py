"""Engine-knock detector on accelerometer bursts, with random-gain augmentation during training."""

SAMPLES = 64               # accelerometer samples per combustion cycle window
GAIN_RANGE = (0.6, 1.4)    # sensor mounting varies a lot between engines
HIDDEN = 16

N_WINDOWS = 32
BATCH_SIZE = 8
EPOCHS = 2
LR = 5e-3
SEED = 19
