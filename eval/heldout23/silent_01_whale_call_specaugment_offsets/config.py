"""Right-whale up-call detector on hydrophone spectrograms with SpecAugment-style time masking."""

FREQ_BINS = 16
FRAMES = 40
TIME_MASK = 8
NUM_CLIPS = 64
BATCH_SIZE = 16
EPOCHS = 2
LEARNING_RATE = 2e-3
SEED = 83
