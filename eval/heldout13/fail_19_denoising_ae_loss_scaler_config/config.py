IMAGE_SIZE = 28
LATENT = 32
NOISE_STD = 0.3
BATCH_SIZE = 16
STEPS = 4
LR = 1e-3
AMP_LEVEL = "O2"
GRAD_SCALER = {"init_scale": 2.0 ** 12, "growth_factor": 2.0, "growth_interval": 200}  # ROOT
