CONFIG = {
    "num_nodes": 12,
    "in_feats": 8,
    "hidden": 16,
    "num_classes": 3,
    "num_layers": 2,
    "epochs": 3,
    "lr": 0.01,
    "seed": 0,
}
