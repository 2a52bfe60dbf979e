import os
import tempfile

SEED = 59
IMAGE = 16
CLASSES = ["ok", "crack", "hotspot", "soiling"]
BATCH = 8
EPOCHS = 2
LR = 2e-3
CKPT_PATH = os.path.join(tempfile.gettempdir(), "heldout26_solar_panel_best.ckpt")
