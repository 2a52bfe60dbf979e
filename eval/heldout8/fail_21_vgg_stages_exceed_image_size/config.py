"""Settings for the tiny-texture VGG classifier (16x16 crops)."""

DATA = {"image_size": 16, "channels": 3, "num_classes": 6, "batch_size": 4}

BACKBONE = {
    "base_width": 8,
    "convs_per_stage": 2,
    "num_stages": 5,  # ROOT
    "width_mult": 2,
    "max_width": 32,
}

OPTIM = {"lr": 0.02, "momentum": 0.9, "weight_decay": 5e-4, "steps": 2}
