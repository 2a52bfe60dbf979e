SEED = 29
COLUMNS = ("timestamp", "suction_pressure", "discharge_pressure", "flow_rate",
           "motor_current", "vibration_x", "vibration_y", "bearing_temp")
N_FEATURES = len(COLUMNS)  # ROOT
LATENT = 3
HIDDEN = 16
NUM_READINGS = 400
BATCH_SIZE = 32
EPOCHS = 1
LEARNING_RATE = 3e-3
