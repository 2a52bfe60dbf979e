PATCH = 32
NUM_PATCHES = 96
# per-channel (mean, std) in 0..255 pixel units, as in the torchvision recipe we started from
NORM_STATS = ([123.675, 116.28, 103.53], [58.395, 57.12, 57.375])  # ROOT
BATCH_SIZE = 16
EPOCHS = 2
LR = 1e-3
SEED = 14
