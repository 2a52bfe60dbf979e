"""DCN-v2 (low-rank mixture-free variant) for display-ad click-through prediction."""

CATEGORICAL_FIELDS = {
    "advertiser": 40,
    "site_category": 12,
    "device_type": 5,
    "hour_of_day": 24,
}
NUM_DENSE = 3
EMBED_DIM = 8
CROSS_LAYERS = 2
CROSS_RANK = 4
DEEP_UNITS = (64, 32)

BATCH_SIZE = 32
LEARNING_RATE = 1e-3
STEPS = 2
SEED = 3
