"""Licence-plate character recogniser: 24x24 glyph crops -> 36 classes (0-9, A-Z)."""

SEED = 2
GLYPH = 24
CHARSET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
WIDTHS = (16, 32)
KERNEL = 3
PAD_MODE = "valid"  # ROOT
BATCH = 12
EPOCHS = 1
LR = 1e-3
