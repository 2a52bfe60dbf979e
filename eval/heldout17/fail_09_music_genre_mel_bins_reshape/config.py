GENRES = ["blues", "classical", "hiphop", "jazz", "metal", "reggae"]
N_MELS = 64  # ROOT
N_FRAMES = 50
BATCH_SIZE = 8
EPOCHS = 1
LR = 1e-3
