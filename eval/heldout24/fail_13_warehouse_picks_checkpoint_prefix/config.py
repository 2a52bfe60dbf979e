import os
import tempfile

SEED = 4
N_DAYS = 220
WINDOW = 14
ARCH = "tcn"
BATCH_SIZE = 16
EPOCHS = 2
LR = 1e-3
RUN_NAME = f"{ARCH}/w{WINDOW}_bs{BATCH_SIZE}"  # ROOT
CKPT_DIR = os.path.join(tempfile.gettempdir(), "hx24_warehouse_picks_ckpt")
