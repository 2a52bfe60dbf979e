SEED = 77
GENRES = ["ambient", "techno", "folk", "metal"]
CLIPS_PER_GENRE = 30
N_MELS = 32
N_FRAMES = 48

CHANNELS = [8, 16, 32]
BATCH_SIZE = 12
EPOCHS = 2
LR = 1e-3
