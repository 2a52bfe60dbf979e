"""Single-lead heartbeat classifier (AAMI classes N, S, V, F)."""

CLASSES = ["N", "S", "V", "F"]
FS = 125                 # Hz, after resampling
BEAT_WINDOW = 96         # samples centred on the R peak
LEADS = 1

CHANNELS = (8, 16)
KERNEL = 5

BEATS_PER_CLASS = 6
BATCH_SIZE = 8
EPOCHS = 1
LR = 1e-3
SEED = 21
