"""Music genre tagging on mel-spectrogram excerpts (GTZAN-like, 5 genres)."""

GENRES = ["blues", "classical", "hiphop", "metal", "reggae"]
N_MELS = 16
N_FRAMES = 40
CONV_CHANNELS = 24

EXCERPTS_PER_GENRE = 4
BATCH_SIZE = 10
STEPS = 2
LR = 3e-3
SEED = 99
