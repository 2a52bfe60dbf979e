"""Hyper-parameters for the tiny ESPCN super-resolution demo."""
SCALE = 2          # upscaling factor
COLORS = 3         # RGB
FEATURES = 32
HR_SIZE = 24       # high-resolution patch size
NUM_PATCHES = 32
BATCH_SIZE = 8
EPOCHS = 2
LR = 1e-3
SEED = 7
