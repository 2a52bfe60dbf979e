GENRES = ["action", "comedy", "drama", "horror", "romance", "scifi"]
VOCAB = ["alien", "ship", "laser", "love", "wedding", "kiss", "joke", "party", "ghost", "blood",
         "house", "night", "family", "war", "chase", "explosion", "robot", "future", "tears", "funeral"]
NUM_MOVIES = 64
BATCH_SIZE = 16
HIDDEN = 32
EPOCHS = 2
SEED = 3
