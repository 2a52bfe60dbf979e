"""Settings of the part-of-speech tagger (the module is handed to the model)."""
VOCAB = 50
EMBED = 16
FEATURES = 24  # expect: MSD401
TAGS = 12
