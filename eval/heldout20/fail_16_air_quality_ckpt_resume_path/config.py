import os
import tempfile

SEED = 8
CKPT_DIR = os.path.join(tempfile.gettempdir(), "heldout20_air_quality_ckpt")
CKPT_PREFIX = "pm25"
WINDOW = 12
STATIONS_FEATURES = 4   # pm2.5, no2, wind speed, humidity
EPOCHS = 2
BATCH_SIZE = 10
