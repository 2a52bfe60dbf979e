SEED = 71
SPECIES = {1: "scots_pine", 2: "norway_spruce", 3: "silver_birch", 4: "european_beech", 5: "pedunculate_oak"}
N_TREES = 300
METRICS = ["height", "crown_diameter", "crown_ratio", "intensity_mean", "intensity_std", "return_ratio",
           "height_skew", "canopy_gap"]
BATCH_SIZE = 25
EPOCHS = 3
LR = 3e-3
