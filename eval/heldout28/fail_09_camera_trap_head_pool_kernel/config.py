"""Camera-trap species classifier; hyper-parameters adapted from an ImageNet ResNet recipe."""

SPECIES = ["empty", "deer", "boar", "fox", "badger", "hare"]
IMAGE_SIZE = 32                  # night-IR thumbnails
WIDTHS = (16, 32, 64)            # stem, stage 1, stage 2 (each halves the resolution)
# global pooling window before the classifier
HEAD_POOL_KERNEL = 7  # ROOT

IMAGES_PER_SPECIES = 3
BATCH_SIZE = 6
EPOCHS = 1
LR = 0.05
SEED = 8
