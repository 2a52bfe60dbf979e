GAT_CONFIG = {
    "num_nodes": 10,
    "in_dim": 12,
    "hidden": 16,
    "heads": 4,
    "num_classes": 3,
    "negative_slope": 0.2,
    "lr": 5e-3,
    "epochs": 2,
}
