import os
import tempfile

SEED = 71
DEFECTS = ["ok", "short", "open", "spur", "mouse_bite"]
IMG = 32
BATCH_SIZE = 8
STEPS = 2
LR = 0.01
EXPORT_FORMAT = "onnx"  # ROOT
EXPORT_NAME = os.path.join(tempfile.gettempdir(), "heldout18_pcb_inspector")
