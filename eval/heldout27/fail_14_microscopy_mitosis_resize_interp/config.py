"""Mitotic-figure detection on H&E patches (patch-level yes/no)."""
from mindspore.dataset.vision import Inter

SEED = 28
PATCH = 40
INPUT = 24
ROTATE_INTERPOLATION = Inter.BILINEAR
RESIZE_INTERPOLATION = "bicubic"  # ROOT
MEAN = [0.70, 0.55, 0.72]
STD = [0.15, 0.18, 0.12]
BATCH = 4
EPOCHS = 1
LR = 1e-3
