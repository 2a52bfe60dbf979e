"""Hotel booking cancellation prediction."""

SEED = 40
FEATURES = ["lead_time", "adr", "stays_weekend", "stays_week", "adults", "children",
            "previous_cancellations", "special_requests", "deposit_type", "market_segment"]
VALID_FRACTION = 0.25
BATCH = 16
EPOCHS = 1
LR = 1e-3
