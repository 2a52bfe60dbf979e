"""Character-level language model over recipe instructions (tiny causal transformer)."""

CONTEXT = 24          # characters the model attends over; also the positional-table size
D_MODEL = 32
N_HEADS = 2

BATCH_SIZE = 8
EPOCHS = 1
LR = 3e-3
SEED = 5
