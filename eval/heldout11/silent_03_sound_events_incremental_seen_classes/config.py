N_MELS = 20
N_FRAMES = 24
NUM_CLASSES = 6
TASKS = [[0, 1], [2, 3], [4, 5]]  # classes introduced per task
CLIPS_PER_CLASS = 6
HIDDEN = 32
LR = 0.01
EPOCHS_PER_TASK = 3
