"""Day-ahead electricity price forecaster: a small temporal convolutional network."""

LOOKBACK_HOURS = 48
HORIZON_HOURS = 24
FEATURES = ("price", "load_forecast", "wind_forecast", "solar_forecast", "hour_sin", "hour_cos")

CHANNELS = (16, 16, 16)
KERNEL_SIZE = 3
DROPOUT = 0.1

BATCH_SIZE = 16
LEARNING_RATE = 2e-3
STEPS = 2
SEED = 11
