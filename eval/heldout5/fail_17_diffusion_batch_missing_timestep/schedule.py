import numpy as np

T_STEPS = 50


def linear_alphas_cumprod(t_steps=T_STEPS, beta_start=1e-4, beta_end=0.02):
    betas = np.linspace(beta_start, beta_end, t_steps, dtype=np.float32)
    return np.cumprod(1.0 - betas).astype(np.float32)
