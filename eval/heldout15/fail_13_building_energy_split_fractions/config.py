"""Energy-use-intensity regression for office buildings (kWh / m2 / year)."""

FEATURES = ["floor_area", "year_built", "floors", "glazing_ratio", "hdd", "cdd", "occupancy_hours"]
SPLITS = {
    "train": 0.7,
    "val": 0.15,
    "test": 0.1,  # ROOT
}
N_BUILDINGS = 200
BATCH = 32
EPOCHS = 3
LR = 1e-2
SEED = 21
