"""Herbarium-sheet genus classifier; optimiser settings copied from the PyTorch baseline."""

GENERA = ["Quercus", "Acer", "Betula", "Salix", "Fraxinus"]
SHEET_SIZE = 24
CHANNELS = 3

LR = 3e-4
BETAS = (0.9, 0.999)
EPS = 1e-8
WEIGHT_DECAY = 1e-4

SHEETS_PER_GENUS = 4
BATCH_SIZE = 5
EPOCHS = 1
SEED = 10
