"""Two-tower news recommender: a user tower over click history, an item embedding table."""

N_USERS = 32
N_ARTICLES = 50
HISTORY = 6
EMBED = 16
TOWER_HIDDEN = 32

BATCH_SIZE = 8
STEPS = 2
LR = 1e-2
TEMPERATURE = 0.1
SEED = 31
