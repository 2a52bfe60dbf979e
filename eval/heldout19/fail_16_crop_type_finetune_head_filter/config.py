import os
import tempfile

PRETRAIN_CLASSES = 10
FINETUNE_CLASSES = 4
BANDS = 4
HEAD_PREFIX = "classifier."  # ROOT
CKPT_PATH = os.path.join(tempfile.gettempdir(), "heldout19_croptype_backbone.ckpt")
SEED = 31
