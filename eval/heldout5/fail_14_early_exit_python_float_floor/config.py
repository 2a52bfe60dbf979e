EXIT_CFG = {
    "in_dim": 10,
    "hidden": 16,
    "num_exits": 3,
    "num_classes": 4,
    "min_confidence": 0.5,
}
