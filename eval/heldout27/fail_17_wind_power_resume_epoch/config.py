import os
import tempfile

SEED = 34
TURBINE_FEATURES = ["wind_speed", "wind_dir_sin", "wind_dir_cos", "air_density", "yaw_error"]
BATCH = 8
FIRST_RUN_EPOCHS = 2
TOTAL_EPOCHS = 3
LR = 1e-3
CKPT_DIR = os.path.join(tempfile.gettempdir(), "heldout27_wind_power_ckpt")
PREFIX = "powercurve"
