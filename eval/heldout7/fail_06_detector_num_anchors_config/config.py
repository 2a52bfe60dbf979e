DETECTOR = {
    "image_size": 32,
    "stride": 8,
    "num_classes": 3,
    "anchors": {
        "sizes": [8, 16],
        "ratios": [0.5, 1.0, 2.0],
    },
    "head": {
        "in_channels": 32,
        "num_anchors": 3,  # ROOT
    },
    "train": {"batch_size": 2, "lr": 1e-3, "steps": 2},
}
