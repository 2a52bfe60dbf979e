COVARIATES = ["age", "lactate", "creatinine", "map_mmhg", "sofa"]
NUM_PATIENTS = 120
MISSING_RATE = 0.08
HIDDEN = 16
BATCH_SIZE = 32
EPOCHS = 3
LR = 5e-3
SEED = 97
