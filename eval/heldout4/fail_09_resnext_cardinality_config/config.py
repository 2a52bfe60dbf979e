"""ResNeXt-style network scaled down for 32x32 inputs."""
CFG = {
    "stem_channels": 16,
    "stage_channels": [16, 24, 48],
    "cardinality": 32,  # ROOT
    "num_classes": 10,
    "image_size": 32,
    "batch_size": 2,
    "lr": 0.05,
}
