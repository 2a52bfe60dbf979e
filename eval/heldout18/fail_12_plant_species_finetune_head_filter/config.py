import os
import tempfile

SEED = 43
PRETRAIN_CLASSES = 10
SPECIES = ["quercus_robur", "fagus_sylvatica", "acer_campestre"]
IMG = 32
WIDTH = 16
BATCH_SIZE = 6
LR = 1e-3
PRETRAINED_CKPT = os.path.join(tempfile.gettempdir(), "heldout18_leafnet_pretrain.ckpt")
