"""Pneumonia screening on single-channel chest radiographs (ported from a PyTorch recipe)."""

SEED = 79
IMAGE = 32
# stem conv: in_channels, out_channels, kernel_size, stride, padding
STEM = (1, 16, 3, 1, 1)  # ROOT
WIDTHS = (16, 32)
CLASSES = ["normal", "pneumonia"]
BATCH = 8
EPOCHS = 1
LR = 1e-3
