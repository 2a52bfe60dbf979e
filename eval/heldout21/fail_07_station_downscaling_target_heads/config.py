# coarse reanalysis predictors around a weather station -> station observations
N_PREDICTORS = 10            # 5 variables x 2 pressure levels
HIDDEN = 32
TARGETS = {"t2m": 1, "precip": 1, "wind_uv": 2}
LOSS_WEIGHTS = (1.0, 2.0, 0.5)
EPOCHS = 2
BATCH = 16
SEED = 19
