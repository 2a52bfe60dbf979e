SEED = 59
DIAGNOSES = ["nevus", "melanoma", "keratosis"]
SITES = ["torso", "lower_extremity", "upper_extremity", "head_neck"]
N_LESIONS = 32
IMG = 32
BATCH_SIZE = 8
LR = 1e-3
EPOCHS = 1
