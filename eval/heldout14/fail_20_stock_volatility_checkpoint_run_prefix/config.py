import os
import tempfile

MODEL_NAME = "gru_vol"
RUN_GROUP = "runs"
WINDOW = 20
NUM_DAYS = 200
HIDDEN = 16
BATCH_SIZE = 16
EPOCHS = 2
LR = 3e-3
CKPT_DIR = os.path.join(tempfile.gettempdir(), "heldout14_volatility_ckpt")
SEED = 79
