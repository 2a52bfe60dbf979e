INTENTS = ["billing", "cancel", "upgrade", "outage"]
VOCAB = 150
BUCKET_BOUNDARIES = [8, 16, 24]
BUCKET_BATCH_SIZES = [16, 8, 4]  # ROOT
EMBED_DIM = 24
EPOCHS = 1
