BUOY_FEATURES = ["wind_speed", "wind_dir_sin", "wind_dir_cos", "pressure", "sst", "prev_hs"]
NUM_HOURS = 600
HIDDEN = 48
BATCH_SIZE = 32
EPOCHS = 3
LR = 2e-3
SEED = 7
