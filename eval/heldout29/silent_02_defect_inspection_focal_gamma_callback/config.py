"""Weld-seam defect inspection (rare defects) with a focal loss whose gamma ramps up per epoch."""

N_FEATURES = 12            # seam-profile descriptors from the laser line scanner
DEFECT_RATE = 0.15
GAMMA_START = 0.0
GAMMA_STEP = 1.0           # added after every epoch (curriculum: easy examples fade out)

N_SEAMS = 40
BATCH_SIZE = 10
EPOCHS = 3
LR = 1e-2
SEED = 83
