"""Settings for a small review-sentiment model."""
TRAIN_RATIO = 0.85
TEST_RATIO = 0.15
BATCH = 32
FEATURES = 12
