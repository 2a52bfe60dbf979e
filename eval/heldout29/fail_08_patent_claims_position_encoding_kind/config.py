"""Patent-claim CPC-section classifier (one self-attention layer over word pieces)."""

SECTIONS = ["A_human_necessities", "B_operations", "C_chemistry", "G_physics", "H_electricity"]
VOCAB = 60
MAX_LEN = 16
D_MODEL = 24
N_HEADS = 2
POS_ENCODING = "sinusoidal"  # ROOT

N_CLAIMS = 30
BATCH_SIZE = 10
EPOCHS = 1
LR = 2e-3
SEED = 88
