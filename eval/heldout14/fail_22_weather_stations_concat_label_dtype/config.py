FEATURES = ["pressure_hpa", "humidity_pct", "temp_c", "wind_ms", "cloud_okta"]
RAIN_CLASSES = ("dry", "light", "moderate", "heavy")
RAIN_EDGES = [0.1, 2.5, 7.6]       # mm/h thresholds between the classes
DAYS_PER_STATION = 60
BATCH_SIZE = 16
EPOCHS = 2
LR = 5e-3
SEED = 89
