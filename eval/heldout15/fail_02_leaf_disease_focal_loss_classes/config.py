"""Experiment settings (kept as a plain dict so they can be dumped to the run log)."""

CFG = {
    "image_size": 32,
    "n_classes": 5,          # healthy, rust, scab, blight, mildew
    "batch_size": 8,
    "epochs": 2,
    "lr": 1e-3,
    "focal_gamma": 2.0,
    "focal_alpha": 0.25,
    "train_images": 48,
    "seed": 3,
}
