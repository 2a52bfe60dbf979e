SEED = 101
N_TRAIN = 360
N_HOLDOUT = 60
FEATURES = ["raw_pm25", "raw_pm10", "humidity", "temperature", "pressure"]
BATCH_SIZE = 24
EVAL_BATCH_SIZE = 128  # ROOT
EPOCHS = 3
LR = 2e-3
