"""Sleep-stage scoring from 30 s single-channel EEG epochs (W, N1, N2, N3, REM)."""

import os
import tempfile

STAGES = ("W", "N1", "N2", "N3", "REM")
FS = 50
EPOCH_SEC = 30
NUM_TRAIN = 40
NUM_VAL = 20
BATCH_SIZE = 10
EPOCHS = 2
LEARNING_RATE = 2e-3
CKPT_PATH = os.path.join(tempfile.gettempdir(), "h23_sleep_stager.ckpt")
SEED = 67
