"""TweetEval-style multi-task classifier; one shared encoder, one head per task."""

TASKS = {
    "polarity": 3,     # negative / neutral / positive
    "irony": 2,
    "offensive": 2,
}
TRAIN_TASK = "sentiment"  # ROOT

VOCAB_SIZE = 500
MAX_TOKENS = 24
EMBED_DIM = 32
HIDDEN = 48
BATCH_SIZE = 16
STEPS = 2
LEARNING_RATE = 2e-3
SEED = 17
