TRAIN = {
    "image_size": 32,
    "num_images": 48,
    "batch_size": 8,
    "epochs": 2,
    "lr": 1e-3,
    "precision": "16-mixed",  # ROOT
    "seed": 18,
}
