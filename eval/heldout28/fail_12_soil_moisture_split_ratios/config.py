"""Soil-moisture regression from probe + weather covariates."""

PROBES = 5
DAYS = 24
COVARIATES = ["rain_mm", "air_temp", "et0", "depth_cm", "clay_frac"]

# train / validation / test shares of the daily records
SPLIT = [0.7, 0.15, 0.1]  # ROOT

BATCH_SIZE = 8
EPOCHS = 2
LR = 5e-3
SEED = 44
