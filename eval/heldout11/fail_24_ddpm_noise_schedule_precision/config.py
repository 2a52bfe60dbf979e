DIFFUSION = dict(timesteps=100, beta_start=1e-4, beta_end=0.02)
UNET = dict(channels=16, time_dim=32)
TRAIN = dict(image_size=16, batch_size=4, lr=2e-4, steps=2, seed=0)
