import os
import tempfile

SIGNS = ["hello", "thanks", "please", "sorry", "help"]
FRAMES = 16
KEYPOINTS = 21 * 2          # one hand, (x, y) per landmark
HIDDEN = 32
EPOCHS = 2
RUN_DIR = os.path.join(tempfile.gettempdir(), "heldout21_sign_runs")
CKPT_PREFIX = "asl_gru/epoch"  # ROOT
KEEP_CKPT = 2
