import os
import tempfile

SEED = 74
N_TICKETS = 240
MAX_WORDS = 16
MIN_FREQ = 3
EMBED_DIM = 24
PRIORITIES = ["low", "normal", "urgent"]
BATCH_SIZE = 24
EPOCHS = 2
LR = 3e-3
CKPT_PATH = os.path.join(tempfile.gettempdir(), "hx25_ticket_priority.ckpt")
