"""Kidney ultrasound: hydronephrosis grading (none / mild / severe) from B-mode frames."""
from mindspore.dataset.vision import Inter

GRADES = ["none", "mild", "severe"]
RAW_SIZE = (40, 32)          # probe frames are 5:4
INPUT_SIZE = (24, 24)
RESIZE_INTERPOLATION = "bilinear"  # ROOT
MAX_ROTATION_DEG = 8
ROTATION_INTERPOLATION = Inter.BILINEAR

FRAMES_PER_GRADE = 4
BATCH_SIZE = 6
EPOCHS = 1
LR = 0.01
SEED = 72
