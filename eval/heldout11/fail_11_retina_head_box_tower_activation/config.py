DETECTOR = {
    "image_size": 64,
    "num_classes": 4,
    "anchors_per_cell": 3,
    "fpn_channels": 32,
    "head_depth": 2,
    "head_activation": "relu",
}
TRAIN = {"batch_size": 2, "lr": 0.01, "steps": 2}
