import os

RUN_MODE = os.environ.get("RUN_MODE", "graph")
SEED = 101
CLASSES = ("uninfected", "ring", "trophozoite", "schizont")
NUM_FEATURES = 12
SOURCE_PER_CLASS = 60
TARGET_PRIOR = (0.70, 0.15, 0.10, 0.05)
NUM_TARGET = 400
HIDDEN = 32
EPOCHS = 20
BATCH_SIZE = 40
LEARNING_RATE = 1e-2
EM_ITERS = 4
