MODEL = {"data_dim": 4, "num_classes": 3, "hidden": 32, "time_dim": 8}
SAMPLING = {"guidance_scale": 1.0, "num_steps": 6, "num_samples": 4, "seed": 0}
