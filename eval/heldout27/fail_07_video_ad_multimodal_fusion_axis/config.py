"""Video-ad engagement: fuse per-second visual and audio features, predict completion rate."""

SEED = 14
SECONDS = 15
VISUAL_DIM = 24
AUDIO_DIM = 8
HIDDEN = 32
FUSION_AXIS = 1  # ROOT
BATCH = 8
EPOCHS = 1
LR = 1e-3
