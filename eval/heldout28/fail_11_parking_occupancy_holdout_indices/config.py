"""Parking-bay occupancy from magnetometer readings (occupied / free)."""

N_BAYS = 4
READINGS_PER_BAY = 10
AXES = 3                     # x, y, z field strength
WINDOW = 8                   # consecutive readings per sample

VAL_FRACTION = 0.25
BATCH_SIZE = 4
EPOCHS = 1
LR = 0.01
SEED = 12
