"""Job-posting recommender: two-tower model (candidate profile <-> posting)."""

NUM_SKILLS = 120
NUM_POSTINGS = 80
EMBED_DIM = 16
TOWER_HIDDEN = 32
LEARNING_RATE = 3e-3
EMBEDDING_WEIGHT_DECAY = 0.0
TOWER_WEIGHT_DECAY = 1e-4
BATCH_SIZE = 16
STEPS = 2
SEED = 53
