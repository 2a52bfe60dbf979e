import numpy as np
from mindspore import Tensor


def linear_schedule(timesteps, beta_start, beta_end):
    betas = np.linspace(beta_start, beta_end, timesteps)  # ROOT
    alphas_cumprod = np.cumprod(1.0 - betas)
    return {
        "betas": Tensor(betas),
        "sqrt_alphas_cumprod": Tensor(np.sqrt(alphas_cumprod)),
        "sqrt_one_minus_alphas_cumprod": Tensor(np.sqrt(1.0 - alphas_cumprod)),
    }
