DIFFUSION = {
    "timesteps": 50,
    "beta_start": 1e-4,
    "beta_end": 0.02,
}

DENOISER = {
    "data_dim": 2,
    "hidden": 64,
    "time_dim": 16,
    "num_blocks": 2,
    "activation": "swish",  # ROOT
}

TRAIN = {"batch_size": 16, "steps": 3, "lr": 1e-3, "seed": 0}
