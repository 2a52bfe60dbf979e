# SHARP magnetogram parameters of an active region -> M/X-class flare within 24 h
SHARP_KEYS = ["USFLUX", "TOTUSJH", "TOTPOT", "MEANSHR", "R_VALUE", "AREA_ACR", "SAVNCPP", "ABSNJZH"]
BATCH = 16
EPOCHS = 3
BASE_LR = 0.01
MIN_LR = 1e-4
WARMUP_EPOCHS = 0  # ROOT
