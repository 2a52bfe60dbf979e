import os
import tempfile

SEED = 53
NUM_LOTS = 6
NUM_SNAPSHOTS = 100
HISTORY = 8
HIDDEN = 24
BATCH_SIZE = 16
EPOCHS = 2
LEARNING_RATE = 3e-3
CKPT_DIR = os.path.join(tempfile.gettempdir(), "heldout22_parking_occupancy_ckpt")
CKPT_PREFIX = "occupancy"
