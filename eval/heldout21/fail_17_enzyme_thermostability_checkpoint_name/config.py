import os
import tempfile

AMINO_ACIDS = "ACDEFGHIKLMNPQRSTVWY"
SEQ_LEN = 24
EPOCHS = 3
LR = 3e-3
CKPT_FILE = os.path.join(tempfile.gettempdir(), "heldout21_thermo_best.pth")  # ROOT
