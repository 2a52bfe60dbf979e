import numpy as np
import mindspore as ms


def linear_schedule(steps, beta_start=1e-4, beta_end=0.02):
    betas = np.linspace(beta_start, beta_end, steps, dtype=np.float32)
    alphas_bar = np.cumprod(1.0 - betas).astype(np.float32)
    return ms.Tensor(np.sqrt(alphas_bar)), ms.Tensor(np.sqrt(1.0 - alphas_bar))
