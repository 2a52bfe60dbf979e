NUM_CLASSES = 8
IMG = 32
BATCH_SIZE = 16
NUM_SAMPLES = 64
EPOCHS = 6
BASE_LR = 0.05
GAMMA = 0.1
DECAY_EPOCHS = (3, 5)      # ported from torch MultiStepLR(milestones=[3, 5])
MOMENTUM = 0.9
WEIGHT_DECAY = 5e-4
