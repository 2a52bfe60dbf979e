"""Training settings for the fabric-defect texture classifier."""
NUM_CLASSES = 4          # ok, hole, stain, thread
CROP_SIZE = 56  # ROOT
BATCH_SIZE = 8
EPOCHS = 1
LEARNING_RATE = 1e-3
