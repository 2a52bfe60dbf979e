"""Last-mile parcel ETA regression (minutes to doorstep)."""

SEED = 67
FEATURES = ["stops_left", "km_left", "hour", "weekday", "rain_mm", "van_load"]
BATCH = 16
EPOCHS = 2
BASE_LR = 2e-3
WARMUP_FRACTION = 0.05
