SEED = 16
N_SCANS = 400
PROFILE_POINTS = 40
LABEL_BUDGET = 80
DEFECTS = ["ok", "porosity", "undercut", "burn_through"]
BATCH_SIZE = 16
EPOCHS = 3
LR = 3e-3
