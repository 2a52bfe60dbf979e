NUM_CELLS = 48          # battery cells in the synthetic fleet
CURVE_POINTS = 32       # resampled points of the discharge voltage curve
HIDDEN = 32
BATCH_SIZE = 16
EPOCHS = 3
LR = 3e-3
SEED = 11
