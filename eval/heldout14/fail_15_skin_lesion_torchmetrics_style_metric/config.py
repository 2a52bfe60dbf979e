CLASSES = ("nevus", "melanoma", "keratosis")
IMG = 16
NUM_TRAIN = 48
NUM_VAL = 24
BATCH_SIZE = 8
EPOCHS = 2
LR = 2e-3
SEED = 59
