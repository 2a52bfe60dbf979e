"""Cassava leaf disease classifier: evaluation pipeline with the usual resize -> centre-crop."""

CLASSES = ("healthy", "mosaic", "brown_streak", "bacterial_blight", "green_mottle")
CROP_SIZE = 48
CROP_RATIO = 0.875          # resize to CROP_SIZE / CROP_RATIO before the centre crop
RAW_SIZE = (80, 96)
MEAN = (0.43 * 255, 0.50 * 255, 0.31 * 255)
STD = (0.22 * 255, 0.22 * 255, 0.21 * 255)
NUM_IMAGES = 16
BATCH_SIZE = 8
SEED = 43
