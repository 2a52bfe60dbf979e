"""Hyper-parameters for the small digit classifier."""
IMG_SIZE = 32  # ROOT
IN_CHANNELS = 1
NUM_CLASSES = 10
WIDTHS = (8, 16)
BATCH_SIZE = 4
LR = 0.05
STEPS = 2
