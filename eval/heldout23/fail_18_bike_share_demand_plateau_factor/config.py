"""Hourly bike-share demand regression (log rentals) with plateau-based LR decay."""

FEATURES = ("hour_sin", "hour_cos", "weekday", "temp", "humidity", "windspeed", "rain")
HIDDEN = 32
TRAIN_HOURS = 96
VAL_HOURS = 32
BATCH_SIZE = 16
EPOCHS = 2
LEARNING_RATE = 5e-3
PLATEAU_MONITOR = "eval_loss"
PLATEAU_FACTOR = 10.0  # ROOT
PLATEAU_PATIENCE = 1
MIN_LR = 1e-5
SEED = 71
