SEED = 113
DEFECTS = ["intact", "crack", "finger_break", "dark_area"]
CELLS_PER_CLASS = 30
CELL_SIZE = 32
CROP = 28
BATCH_SIZE = 20
EPOCHS = 2
LR = 2e-3
