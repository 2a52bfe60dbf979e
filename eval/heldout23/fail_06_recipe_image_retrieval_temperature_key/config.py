"""Cross-modal recipe retrieval: food photo features <-> ingredient lists."""

IMAGE_FEAT_DIM = 48
NUM_INGREDIENTS = 60
EMBED_DIM = 32

LOSS = {
    "name": "info_nce",
    "temperature": 0.07,
    "symmetric": True,
}

BATCH_SIZE = 16
LEARNING_RATE = 1e-3
STEPS = 2
SEED = 13
