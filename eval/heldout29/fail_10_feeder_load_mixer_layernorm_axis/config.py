"""Day-ahead feeder load forecasting with a small pre-norm MLP-mixer over hourly tokens."""

HOURS = 24
INPUTS = ["load_mw", "temp_c", "humidity", "is_weekend"]
D_MODEL = 16

N_DAYS = 24
BATCH_SIZE = 8
STEPS = 3
LR = 3e-3
SEED = 47
