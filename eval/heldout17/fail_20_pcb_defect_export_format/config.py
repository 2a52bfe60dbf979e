import os
import tempfile

DEFECTS = ["ok", "short", "open", "spur", "missing_hole"]
IMAGE_SIZE = 32
BATCH_SIZE = 8
EPOCHS = 1
EXPORT_FORMAT = "AIR"  # ROOT
EXPORT_STEM = os.path.join(tempfile.gettempdir(), "h17_pcb_defect_net")
