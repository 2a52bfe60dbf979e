"""ECG arrhythmia beat classifier configuration."""
SAMPLE_RATE = 125
BEAT_LEN = 96            # samples per segmented beat
NUM_CLASSES = 5          # N, S, V, F, Q (AAMI)
FEATURE_COLUMN = "ecg"  # ROOT
LABEL_COLUMN = "label"
BATCH_SIZE = 16
STEPS = 6
LR = 3e-3
