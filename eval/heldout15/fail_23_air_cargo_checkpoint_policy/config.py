"""Weekly air-cargo tonnage forecasting per route (lagged tonnage + seasonality features)."""
import os
import tempfile

ROUTES = 6
WEEKS = 120
LAGS = 8
HORIZON = 1
BATCH = 32
EPOCHS = 3
LR = 5e-3
KEEP_CHECKPOINTS = 2
CKPT_DIR = os.path.join(tempfile.gettempdir(), "heldout15_air_cargo_ckpt")
