"""Hotel booking cancellation: one small tower per feature family."""
SEED = 11
NUM_BOOKINGS = 96
BATCH_SIZE = 16
EPOCHS = 1
LR = 5e-3
TOWER_WIDTH = 8

STAY_COLUMNS = ["lead_time", "nights_weekend", "nights_week", "arrival_week"]
PRICE_COLUMNS = ["adr", "deposit", "discount", "city_tax"]
GUEST_COLUMNS = ["adults", "children", "repeat_guest"]

# widths of the feature families, in the order the columns are stacked
FEATURE_GROUPS = {
    "stay": 4,
    "price": 3,  # ROOT
    "guest": 3,
}
