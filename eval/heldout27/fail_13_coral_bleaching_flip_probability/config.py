"""Coral bleaching severity from reef-survey photo quadrats."""

SEED = 26
IMAGE = 24
SEVERITY = ["healthy", "pale", "bleached"]
AUGMENT = {
    "flip_percent": 50,
    "crop_scale": (0.8, 1.0),
}
BATCH = 4
EPOCHS = 1
LR = 1e-3
