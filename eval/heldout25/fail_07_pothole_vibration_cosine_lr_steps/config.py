SEED = 63
N_SEGMENTS = 250
WINDOW = 64
CLASSES = ["smooth", "pothole", "speed_bump", "gravel"]
BATCH_SIZE = 32
EPOCHS = 3
MAX_LR = 0.05
MIN_LR = 0.001
