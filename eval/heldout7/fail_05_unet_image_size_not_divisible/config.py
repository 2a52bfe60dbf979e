cfg = {
    "data": {"image_size": 36, "num_samples": 4, "in_channels": 1},  # ROOT
    "model": {"channels": [8, 16, 32, 64], "num_classes": 1},
    "train": {"batch_size": 2, "lr": 1e-3, "epochs": 1},
}
