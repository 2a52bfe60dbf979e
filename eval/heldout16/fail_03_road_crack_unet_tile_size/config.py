# Pavement survey images are cut into square tiles before segmentation.
TILE = 60  # ROOT
NUM_TILES = 24
BASE_CHANNELS = 8
DEPTH = 3
BATCH_SIZE = 4
EPOCHS = 2
LR = 2e-3
SEED = 3
