"""Herbarium sheet retrieval: train a genus classifier, then retrieve by penultimate embeddings."""

GENERA = ("Quercus", "Acer", "Salix", "Betula", "Prunus", "Rosa")
IMG = 24
EMBED_DIM = 32
NUM_TRAIN = 48
NUM_GALLERY = 24
NUM_QUERY = 12
BATCH_SIZE = 16
EPOCHS = 1
LEARNING_RATE = 2e-3
SEED = 97
