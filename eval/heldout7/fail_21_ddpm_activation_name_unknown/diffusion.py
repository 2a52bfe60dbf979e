import numpy as np


class NoiseSchedule:
    def __init__(self, timesteps, beta_start, beta_end):
        self.timesteps = timesteps
        betas = np.linspace(beta_start, beta_end, timesteps, dtype=np.float64)
        self.alpha_bar = np.cumprod(1.0 - betas)

    def q_sample(self, x0, t, noise):
        a = self.alpha_bar[t][:, None]
        return (np.sqrt(a) * x0 + np.sqrt(1.0 - a) * noise).astype(np.float32)


def two_moons(n, rng):
    theta = rng.random(n) * np.pi
    upper = rng.random(n) < 0.5
    x = np.where(upper, np.cos(theta), 1 - np.cos(theta))
    y = np.where(upper, np.sin(theta), 0.5 - np.sin(theta))
    return np.stack([x, y], axis=1).astype(np.float32)
