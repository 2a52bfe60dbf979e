"""Forum moderation: one shared encoder, one classification head per policy."""

SEED = 31
TASKS = ("toxic", "spam", "self_harm")
ACTIVE_TASK = "toxicity"  # ROOT
VOCAB = 200
MAX_LEN = 16
EMBED = 32
BATCH = 8
EPOCHS = 1
LR = 1e-3
