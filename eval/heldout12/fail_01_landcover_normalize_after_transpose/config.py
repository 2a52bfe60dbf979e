"""Hyper-parameters for the land-cover tile classifier."""
IMAGE_SIZE = 32
NUM_CLASSES = 6  # water, forest, crop, urban, bare, cloud
MEAN = (0.42, 0.45, 0.39)
STD = (0.21, 0.19, 0.22)
BATCH_SIZE = 16
NUM_TRAIN = 96
EPOCHS = 2
LR = 0.01
