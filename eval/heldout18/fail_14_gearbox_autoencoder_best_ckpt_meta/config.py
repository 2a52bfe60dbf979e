import os
import tempfile

SEED = 53
WINDOW = 64
N_TRAIN = 64
N_VAL = 16
BATCH_SIZE = 16
LATENT = 8
EPOCHS = 2
LR = 1e-3
BEST_CKPT = os.path.join(tempfile.gettempdir(), "heldout18_gearbox_ae_best.ckpt")
