"""Crop-type mapping transferred from a labelled region to an unlabelled one (DANN)."""

BANDS = 10            # Sentinel-2 reflectances per pixel, one date
CROPS = ("wheat", "maize", "soy", "rapeseed")
HIDDEN = 32
PIXELS_PER_REGION = 64
BATCH_SIZE = 16
EPOCHS = 2
LEARNING_RATE = 3e-3
GRL_GAMMA = 10.0
SEED = 101
