"""Column layout of the housing CSV export."""
COLUMNS = ["sqft", "bedrooms", "bathrooms", "year_built", "lot_size",
           "garage", "dist_center_km", "school_score", "price"]
TARGET = "price"
NUM_FEATURES = len(COLUMNS)  # ROOT
HIDDEN = (64, 32)
