"""Experiment settings for the county-level crop yield forecaster."""

SEED = 7

# weekly remote-sensing / weather table exported from the data warehouse
COLUMNS = ["week_start", "ndvi", "rain_mm", "tmax_c", "tmin_c", "soil_moisture", "gdd"]
TARGET = "yield_t_ha"
N_FEATURES = len(COLUMNS)  # ROOT

WEEKS = 12
N_COUNTIES = 48
HIDDEN = 32
BATCH = 16
EPOCHS = 2
LR = 3e-3
