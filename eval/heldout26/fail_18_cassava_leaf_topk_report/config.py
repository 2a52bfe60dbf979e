"""Cassava leaf disease screening; the field app shows the most likely diagnoses."""

SEED = 71
DISEASES = ["bacterial_blight", "brown_streak", "green_mottle", "healthy"]
IMAGE = 16
BATCH = 8
EPOCHS = 1
LR = 1e-3
TOP_K = 5  # ROOT
