SEED = 23
N_TURBINES = 8
N_STEPS = 300
FEATURES = ["wind_speed", "wind_dir_sin", "wind_dir_cos", "rotor_rpm", "pitch", "nacelle_temp"]
BATCH_SIZE = 32
EPOCHS = 2
LR = 1e-3
