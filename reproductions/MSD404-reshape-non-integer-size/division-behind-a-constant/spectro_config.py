"""Sizes of the spectrogram transformer."""
FRAMES = 32
FRAME_PATCH = 4
MELS = 16
MEL_PATCH = 4
DIM = 24
TIME_TOKENS = FRAMES / FRAME_PATCH  # expect: MSD404
TOKENS = TIME_TOKENS * (MELS // MEL_PATCH)
