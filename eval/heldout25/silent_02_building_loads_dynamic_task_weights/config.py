SEED = 19
N_BUILDINGS = 400
FEATURES = ["compactness", "surface_area", "wall_area", "roof_area", "height", "orientation", "glazing_area",
            "glazing_dist"]
DWA_TEMPERATURE = 0.5
BATCH_SIZE = 32
EPOCHS = 6
LR = 3e-3
