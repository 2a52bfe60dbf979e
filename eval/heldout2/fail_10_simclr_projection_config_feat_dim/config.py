MODEL_CFG = {
    "in_channels": 3,
    "stage_channels": [32, 64, 128, 256],
    "feat_dim": 128,  # ROOT
    "proj_hidden": 256,
    "proj_dim": 64,
}

TRAIN_CFG = {
    "batch_size": 16,
    "image_size": 32,
    "temperature": 0.2,
    "lr": 3e-3,
    "steps": 5,
}
