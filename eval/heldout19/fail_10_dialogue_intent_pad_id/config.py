MAX_TOKENS = 12
EMBED_DIM = 24
PAD_ID = None  # ROOT
INTENTS = ["book_table", "cancel_order", "track_parcel", "opening_hours"]
SEED = 4
