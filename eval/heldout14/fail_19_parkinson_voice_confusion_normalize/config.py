VOICE_FEATURES = ["jitter_pct", "shimmer_db", "hnr", "rpde", "dfa", "ppe", "f0_std"]
NUM_RECORDINGS = 96
HIDDEN = 16
BATCH_SIZE = 16
EPOCHS = 3
LR = 5e-3
CONFUSION_NORMALIZE = "true"  # ROOT
SEED = 73
