"""Calibrate low-cost optical PM2.5 sensors against a co-located reference monitor."""

INPUTS = ("raw_pm25", "raw_pm10", "rel_humidity", "temperature", "dew_point_gap")
HIDDEN = 24
TRAIN_HOURS = 128
VAL_HOURS = 48
BATCH_SIZE = 32
EPOCHS = 2
LEARNING_RATE = 3e-3
VAL_METRICS = {"mae", "mse"}
SEED = 79
