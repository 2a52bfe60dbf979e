SEED = 79
# label 0 is the acoustic shadow / no-return mask, 1.. are the substrate classes
CLASS_NAMES = ("sand", "rock", "seagrass")
NUM_CLASSES = len(CLASS_NAMES) + 1
TILE = 24
NUM_TILES = 48
BATCH_SIZE = 8
EPOCHS = 1
LEARNING_RATE = 3e-3
