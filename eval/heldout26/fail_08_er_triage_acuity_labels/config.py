"""Emergency-department triage: predict ESI acuity from the nurse's free-text note."""

SEED = 13
ACUITY = ["ESI-1", "ESI-2", "ESI-3", "ESI-4", "ESI-5"]
MAX_TOKENS = 24
EMBED = 32
BATCH = 8
EPOCHS = 1
LR = 2e-3
