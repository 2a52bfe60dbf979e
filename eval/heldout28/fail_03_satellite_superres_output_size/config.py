"""Sentinel-2 style super-resolution: 20 m bands up to a 1.5x finer grid."""

BANDS = 4                  # B5, B6, B7, B8A
LR_PATCH = 16
SCALE = 1.5
FEATURES = 16
N_RESBLOCKS = 2

N_PATCHES = 12
BATCH_SIZE = 4
EPOCHS = 1
LR = 1e-3
SEED = 3
