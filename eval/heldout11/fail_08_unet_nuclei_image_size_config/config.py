IMAGE_SIZE = 44  # ROOT
IN_CHANNELS = 1
NUM_CLASSES = 3  # background, nucleus, boundary
BASE_WIDTH = 8
DEPTH = 3
BATCH_SIZE = 2
LR = 1e-3
STEPS = 2
