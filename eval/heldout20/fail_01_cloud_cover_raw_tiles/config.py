"""Cloud-cover classification of small multispectral satellite tiles."""
SEED = 7
TILE = 16
BANDS = 3            # red, green, near-infrared
NUM_CLASSES = 3      # clear, partly cloudy, overcast
NUM_TILES = 48
BATCH_SIZE = 8
EPOCHS = 1
LR = 1e-3
