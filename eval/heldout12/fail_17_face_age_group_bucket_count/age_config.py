FACE_SIZE = 32
AGE_EDGES = [13, 20, 30, 45, 60]          # bucket boundaries in years
NUM_AGE_GROUPS = len(AGE_EDGES)  # ROOT
BATCH_SIZE = 16
EPOCHS = 2
