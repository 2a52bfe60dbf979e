"""Podcast ad-break detection: audio-frame features zipped with transcript features."""

SEED = 24
SEGMENTS = 24
AUDIO_DIM = 20
TEXT_DIM = 12
BATCH = 6
EPOCHS = 1
LR = 1e-3
