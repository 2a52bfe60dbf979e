"""Payment-fraud scorer on velocity features (how many events of each kind in a time window)."""

VELOCITY_FEATURES = ["tx_1h", "tx_24h", "merchants_7d", "countries_30d", "declines_24h", "card_not_present_24h"]
HIDDEN = 16
FRAUD_RATE = 0.2

N_TRANSACTIONS = 48
BATCH_SIZE = 16
EPOCHS = 1
LR = 5e-3
SEED = 808
