NUM_CLASSES = 3
NUM_ANCHORS = 2
BOX_DIMS = 4          # tx, ty, tw, th
STRIDE = 4
IMAGE_SIZE = 16
