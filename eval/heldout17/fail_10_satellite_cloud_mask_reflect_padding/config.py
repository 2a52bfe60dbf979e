BANDS = ["blue", "green", "red", "nir"]
TILE = 32
KERNEL = 5
PADDINGS = ((2, 2), (2, 2))  # ROOT
WIDTH = 16
BATCH_SIZE = 4
EPOCHS = 1
