"""Protein subcellular-localisation classifier (DeepLoc-like, tiny)."""

AMINO_ACIDS = "ACDEFGHIKLMNPQRSTVWY"
LOCATIONS = ["cytoplasm", "nucleus", "mitochondrion", "secreted"]
SEQ_LEN = 30              # N-terminal residues, where most sorting signals live
EMBED = 12
FILTERS = 20
KERNEL = 5

# axis of the conv feature map that global max-pooling reduces (the residue axis)
POOL_AXIS = 1  # ROOT

N_PROTEINS = 24
BATCH_SIZE = 8
EPOCHS = 1
LR = 3e-3
SEED = 64
