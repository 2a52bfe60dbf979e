NUM_CLASSES = 4          # including background (index 0)
ANCHORS_PER_CELL = 3
FEATURE_SIZE = 8
IMAGE_SIZE = 32
