MODEL = {
    "in_features": 24,
    "hidden": 64,
    "heads": 6,  # ROOT
    "classes": 5,
    "dropout": 0.1,
}
TRAIN = {"lr": 5e-3, "weight_decay": 5e-4, "epochs": 3}
