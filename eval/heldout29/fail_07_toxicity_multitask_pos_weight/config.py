"""Multi-task toxicity prediction (Tox21-style assays) from Morgan-like fingerprints."""

ASSAYS = ["NR-AR", "NR-AhR", "NR-ER", "SR-ARE", "SR-HSE", "SR-p53"]
FP_BITS = 64
HIDDEN = 32

N_MOLECULES = 32
BATCH_SIZE = 8
EPOCHS = 1
LR = 1e-3
SEED = 21
