SEED = 85
N_EYES = 320
FEATURES = ["cup_disc_ratio", "rim_area", "iop", "rnfl_superior", "rnfl_inferior", "age", "myopia"]
CLASSES = ["healthy", "glaucoma"]
BATCH_SIZE = 32
EPOCHS = 3
LR = 3e-3
CONFUSION_NORMALIZE = "true"  # ROOT
