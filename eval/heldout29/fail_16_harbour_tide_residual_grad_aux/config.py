"""Harbour tide-gauge residual forecaster: learns the surge left after removing astronomical tide."""

CONSTITUENTS = {"M2": 12.42, "S2": 12.00, "K1": 23.93, "O1": 25.82}    # periods in hours
LOOKBACK = 12
HIDDEN = 16

N_HOURS = 120
BATCH_SIZE = 16
STEPS = 3
LR = 3e-3
SEED = 16
