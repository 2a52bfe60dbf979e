"""Pressure-ulcer staging from wound photographs (NPUAP stage codes 0..4)."""

SEED = 43
STAGE_CODES = {"intact": 0, "stage_1": 1, "stage_2": 2, "stage_3": 3, "stage_4": 4}
NUM_STAGES = max(STAGE_CODES.values())  # ROOT
IMAGE = 24
BATCH = 4
EPOCHS = 1
LR = 1e-3
