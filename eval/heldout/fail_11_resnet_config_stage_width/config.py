# Experiment configuration for the tiny ResNet.
IMAGE_SIZE = 32
IN_CHANNELS = 3
STEM_WIDTH = 16
STAGE_WIDTHS = [16, 32, 64]
HEAD_IN = 48  # ROOT
NUM_CLASSES = 10
BATCH_SIZE = 4
LR = 0.1
