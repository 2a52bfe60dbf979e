EMBED_DIM = 8
PAD_ID = None  # expect: MSD212
