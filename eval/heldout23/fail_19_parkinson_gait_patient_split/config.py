"""Parkinson's screening from wearable gait summaries, split by patient."""

GAIT_FEATURES = ("stride_time", "stride_cv", "swing_pct", "cadence", "step_asym", "turn_time")
NUM_PATIENTS = 40
RECORDINGS_PER_PATIENT = 1
TRAIN_FRACTION = 0.8
VAL_FRACTION = 0.2
BATCH_SIZE = 16
EPOCHS = 1
LEARNING_RATE = 1e-2
SEED = 73
