"""Hyper-parameters for the per-residue secondary-structure tagger (Q3: helix / strand / coil)."""

AMINO_ACIDS = "ACDEFGHIKLMNPQRSTVWY"
PAD_ID = 0
VOCAB_SIZE = len(AMINO_ACIDS) + 1

SEQ_LEN = 32
NUM_PROTEINS = 48
BATCH_SIZE = 8

D_MODEL = 64
NUM_HEADS = 6  # ROOT
FFN_DIM = 128
NUM_LAYERS = 2
DROPOUT = 0.1
NUM_STATES = 3

LEARNING_RATE = 1e-3
EPOCHS = 1
SEED = 7
