SEED = 83
FEATURE_DIM = 24
EMBED_DIM = 16
LAUNCH_SKUS = ["cola_330", "cola_500", "lemonade_330"]
NEW_SKUS = ["iced_tea_500", "water_1500"]
SHOTS = 4
