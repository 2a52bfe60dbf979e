import os

SEED = 97
RUN_MODE = os.environ.get("RUN_MODE", "graph")
EMOTIONS = ["neutral", "happy", "sad", "angry"]
AUDIO_DIM = 40
VIDEO_DIM = 64
FUSED_DIM = 32
P_DROP_AUDIO = 0.3
BATCH_SIZE = 16
STEPS = 10
LR = 1e-3
