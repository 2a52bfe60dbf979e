"""Multi-step river-gauge forecaster (seq2seq GRU with scheduled sampling)."""

HISTORY = 12           # hourly readings fed to the encoder
HORIZON = 6            # hours ahead
HIDDEN = 16
TEACHER_FORCING = 0.5  # probability of feeding the observed level instead of the prediction

N_WINDOWS = 24
BATCH_SIZE = 8
EPOCHS = 2
LR = 5e-3
SEED = 2
