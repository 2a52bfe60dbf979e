import os
import tempfile

SEED = 19
N_HOURS = 24 * 21
METER_ID = "MTR-B2-0042"
CSV_PATH = os.path.join(tempfile.gettempdir(), "hx24_building_meter.csv")

COLUMNS = {
    "meter_id": 0,  # ROOT
    "hour": 0,
    "weekday": 0,
    "outdoor_temp": 0.0,
    "occupancy": 0.0,
    "kwh": 0.0,
}
FEATURES = ["hour", "weekday", "outdoor_temp", "occupancy"]
TARGET = "kwh"

BATCH_SIZE = 24
EPOCHS = 2
LR = 1e-3
