import os
import tempfile

SEED = 61
IMAGE = 16
GRADES = ["none", "mild", "moderate", "severe", "proliferative"]
BATCH = 8
EPOCHS = 1
LR = 1e-3
CKPT_PATH = os.path.join(tempfile.gettempdir(), "heldout26_dr_grader.ckpt")
