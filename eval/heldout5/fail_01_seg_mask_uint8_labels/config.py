"""Segmentation experiment settings."""
NUM_CLASSES = 4
IMAGE_SIZE = 16
BATCH_SIZE = 2
BASE_CHANNELS = 8
LR = 1e-3
SEED = 7
