"""Cement-kiln burning-zone temperature soft sensor."""

SENSORS = ["fuel_rate", "feed_rate", "fan_speed", "o2_pct", "co_ppm", "shell_temp", "hood_pressure"]
TARGET_SCALE = 1450.0          # deg C, the set-point the target is divided by

N_SAMPLES = 96
BATCH_SIZE = 16
EPOCHS = 4
BASE_LR = 0.05
DECAY_RATE = 0.5
DECAY_EVERY = EPOCHS / 2  # ROOT
SEED = 6
