"""Song-lyrics mood classifier (calm / happy / sad / angry) on word ids."""

MOODS = ("calm", "happy", "sad", "angry")
MAX_WORDS = 20
EMBED_DIM = 32
HIDDEN = 24
NUM_LAYERS = 1
BIDIRECTIONAL = True
BATCH_SIZE = 8
NUM_SONGS = 32
LEARNING_RATE = 3e-3
EPOCHS = 1
SEED = 21
