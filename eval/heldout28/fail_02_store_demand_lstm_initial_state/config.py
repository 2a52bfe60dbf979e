"""Weekly store-demand forecaster settings."""

N_STORES = 6
WEEKS = 60
LOOKBACK = 8            # weeks of history per window
HORIZON = 1
FEATURES = ["units", "promo", "price_index", "holiday"]

HIDDEN = 24
LSTM_LAYERS = 2
DROPOUT = 0.0

BATCH_SIZE = 16
STEPS = 3
LR = 5e-3
SEED = 11
