NUM_FEATURES = 12
HIDDEN = 64
TASKS = ("final_grade", "attendance", "dropout_risk")
BATCH_SIZE = 32
EPOCHS = 5
DWA_TEMPERATURE = 2.0
LR = 3e-3
