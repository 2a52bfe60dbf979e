WIDTH = 16
DROP_PROBS = (0.2, 0.35, 0.5)  # linearly increasing survival decay
NUM_CLASSES = 10
IMAGE_SIZE = 16
BATCH = 8
LR = 0.05
STEPS = 6
SEED = 0
