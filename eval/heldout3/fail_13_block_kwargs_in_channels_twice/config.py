MODEL = {
    "stem_channels": 8,
    "stages": [8, 16],
    "block": {"in_channels": 8, "kernel_size": 3, "expansion": 2},  # ROOT
    "num_classes": 4,
}
TRAIN = {"batch_size": 2, "image_size": 8, "lr": 0.01, "steps": 2}
