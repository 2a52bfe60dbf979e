"""Sarcasm detection on short social posts with length-bucketed batching."""

SEED = 30
VOCAB = 400
EMBED = 24
BUCKET_PERCENTILES = (25, 50, 75)
BUCKET_BATCH = 4
EPOCHS = 1
LR = 1e-3
