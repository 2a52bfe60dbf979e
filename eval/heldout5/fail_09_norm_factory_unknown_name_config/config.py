"""Point-cloud classifier settings."""
MODEL_CFG = {
    "in_dim": 3,
    "widths": [16, 32],
    "norm": "layer_norm",  # ROOT
    "act": "relu",
    "num_classes": 4,
}
NUM_POINTS = 24
BATCH_SIZE = 2
