NUM_LANDMARKS = 21          # hand keypoints per frame (x, y, z)
NUM_FRAMES = 32
NUM_LETTERS = 6
CHANNELS = 32
NUM_BLOCKS = 4
# read out the 2nd and the last temporal block (multi-scale pooling)
TAP_LAYERS = (2, 4)  # ROOT
NUM_CLIPS = 96
BATCH_SIZE = 16
EPOCHS = 2
LR = 1e-3
SEED = 31
