"""Hyper-parameters for the per-residue secondary structure predictor."""

SEED = 7
NUM_SEQUENCES = 96
SEQ_LEN = 40
VOCAB = "ACDEFGHIKLMNPQRSTVWY"
PAD_ID = 0
NUM_TOKENS = len(VOCAB) + 1
STATES = ("H", "E", "C")

EMBED_DIM = 24
CONV_CHANNELS = (32, 32, 48)
KERNEL_SIZE = 5
DROPOUT = 0.1

BATCH_SIZE = 16
EPOCHS = 1
LEARNING_RATE = 3e-3
