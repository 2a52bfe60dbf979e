SEED = 3
FEATURES = ["fixed_acidity", "volatile_acidity", "citric_acid", "residual_sugar",
            "chlorides", "free_so2", "total_so2", "density", "ph", "sulphates", "alcohol"]
GRADES = ["low", "medium", "high"]
N_SAMPLES = 96
BATCH_SIZE = 16
HIDDEN = (64, 32)
DROPOUT = 0.1
LR = 1e-3
EPOCHS = 1
