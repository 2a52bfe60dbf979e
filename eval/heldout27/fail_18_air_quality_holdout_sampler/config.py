"""PM2.5 nowcasting from low-cost sensor readings; every k-th station is held out for validation."""

SEED = 36
N_STATIONS = 40
N_VALID = 8
FEATURES = ["pm10", "no2", "o3", "humidity", "temp", "wind"]
BATCH = 8
EPOCHS = 1
LR = 1e-3
