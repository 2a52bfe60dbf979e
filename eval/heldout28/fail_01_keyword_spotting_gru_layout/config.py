"""Keyword-spotting configuration (small Speech-Commands style subset)."""

KEYWORDS = ["yes", "no", "up", "down", "left", "right", "stop", "go"]
NUM_CLASSES = len(KEYWORDS) + 2      # + "_silence_" and "_unknown_"

SAMPLE_RATE = 16000
N_MELS = 20
N_FRAMES = 25                        # 250 ms of context at a 10 ms hop
HIDDEN = 32

CLIPS_PER_CLASS = 4
BATCH_SIZE = 8
EPOCHS = 1
LR = 1e-3
SEED = 7
