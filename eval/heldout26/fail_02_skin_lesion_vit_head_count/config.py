"""ViT-tiny settings for dermoscopy lesion triage (benign / suspicious / malignant)."""

SEED = 11
IMAGE_SIZE = 32
PATCH = 8
CHANNELS = 3
EMBED_DIM = 64
NUM_HEADS = 6  # ROOT
DEPTH = 2
MLP_RATIO = 2
NUM_CLASSES = 3
BATCH = 8
STEPS = 2
LR = 1e-3
