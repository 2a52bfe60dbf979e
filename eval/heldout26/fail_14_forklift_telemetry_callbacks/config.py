SEED = 53
SIGNALS = ["speed", "mast_height", "load_kg", "tilt", "battery_v"]
WINDOW = 20
EVENTS = ["normal", "harsh_brake", "overload", "tip_risk"]
BATCH = 8
EPOCHS = 1
LR = 1e-3
LOG_EVERY = 2
