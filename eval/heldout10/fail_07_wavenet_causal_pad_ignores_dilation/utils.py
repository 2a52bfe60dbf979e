import numpy as np


def causal_padding(kernel_size, dilation):
    """Left padding that keeps a dilated causal convolution length-preserving."""
    return kernel_size - 1  # ROOT


def mu_law_encode(audio, channels=64):
    mu = channels - 1
    mag = np.log1p(mu * np.abs(audio)) / np.log1p(mu)
    signal = np.sign(audio) * mag
    return ((signal + 1) / 2 * mu + 0.5).astype(np.int32)


def synth_waveforms(n, length, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(length) / 800.0
    f = rng.uniform(80, 200, size=(n, 1))
    return (0.6 * np.sin(2 * np.pi * f * t) + 0.05 * rng.normal(size=(n, length))).astype(np.float32)
