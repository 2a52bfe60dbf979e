import os
import tempfile

SEED = 71
NUM_RECORDS = 256
RATED_KW = 2050.0
HIDDEN = 32
BATCH_SIZE = 32
EPOCHS = 1
LEARNING_RATE = 3e-3
CKPT_DIR = os.path.join(tempfile.gettempdir(), "heldout22_wind_turbine_ckpt")
CKPT_PREFIX = "power_curve"
