import os
import tempfile

CATEGORIES = ("shirt", "skirt", "coat")
ATTRIBUTES = ("striped", "long_sleeve")
FEATURE_DIM = 20          # embeddings from a frozen image backbone
NUM_ITEMS = 96
BATCH_SIZE = 32
EPOCHS = 6
ATTRIBUTES_READY_EPOCH = 2   # the annotation vendor delivers attribute labels after epoch 2
AUX_WEIGHT = 1.0
READY_FLAG = os.path.join(tempfile.gettempdir(), "heldout14_fashion_attributes.ready")
SEED = 127
