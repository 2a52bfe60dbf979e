SEED = 58
DISEASES = ["healthy", "rust", "scab", "mildew"]
LEAVES_PER_CLASS = 30
IMAGE_SIZE = 20
SMOOTHING = 0.1
BATCH_SIZE = 20
EPOCHS = 2
LR = 2e-3
