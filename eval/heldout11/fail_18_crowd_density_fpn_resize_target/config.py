cfg = {
    "image_size": 64,
    "widths": [16, 24, 32],
    "fpn_dim": 16,
    "density_sigma": 2.0,
    "batch_size": 2,
    "lr": 1e-4,
    "steps": 2,
}
