"""Settings of the tiny patch classifier (the images are 32x32)."""
IMAGE_SIZE = 28  # expect: MSD401
PATCH = 4
DIM = 16
CLASSES = 3
