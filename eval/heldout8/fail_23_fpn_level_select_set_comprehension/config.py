DETECTOR = {
    "in_channels": 3,
    "stage_channels": (8, 16, 24, 32),
    "out_indices": (1, 2, 3, -1),
    "fpn_channels": 16,
    "num_classes": 4,
    "num_anchors": 3,
}
