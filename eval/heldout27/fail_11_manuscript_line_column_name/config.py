"""Historical manuscript line images: classify the scribe's hand (4 scribes)."""

SEED = 22
HEIGHT = 20
WIDTH = 64
SCRIBES = ["scribe_a", "scribe_b", "scribe_c", "scribe_d"]
RESIZE = (16, 48)
BATCH = 4
EPOCHS = 1
LR = 1e-3
