"""Settings of the keyword-spotting encoder."""
MEL_BINS = 8
FRAMES_PER_CLIP = 40
MAX_FRAMES = 64
WIDTH = 12
