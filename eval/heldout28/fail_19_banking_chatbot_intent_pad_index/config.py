"""Banking chatbot intent classifier (GRU over word ids)."""

INTENTS = ["card_lost", "balance", "transfer", "opening_hours"]
MAX_WORDS = 10
EMBED = 16
HIDDEN = 24

BATCH_SIZE = 4
EPOCHS = 1
LR = 5e-3
SEED = 9
