"""Five-point facial-landmark regressor with two-scale feature fusion."""

IMAGE = 32
N_LANDMARKS = 5          # eyes, nose tip, mouth corners
FINE_CH = 8
COARSE_CH = 16
# ported from the Keras (NHWC) prototype, where features are stacked on the last axis
FUSE_AXIS = -1  # ROOT

N_FACES = 16
BATCH_SIZE = 8
STEPS = 2
LR = 1e-3
SEED = 70
