import os
import tempfile

RUN_NAME = "pointnet_ground_v2"
CKPT_DIR = os.path.join(tempfile.gettempdir(), "heldout19_lidar_ckpt")
CKPT_PREFIX = f"{RUN_NAME}/seg"  # ROOT
NUM_POINTS = 64
BATCH_SIZE = 4
EPOCHS = 1
