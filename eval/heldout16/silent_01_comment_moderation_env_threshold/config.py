VOCAB_SIZE = 300
EMBED_DIM = 16
MAX_LEN = 16
NUM_COMMENTS = 64
SEED = 40
# moderation policy per market; ops set MODERATION_THRESHOLD before each market's batch is scored
MARKET_THRESHOLDS = {"kids_app": "0.2", "general": "0.5", "gaming_forum": "0.8"}
