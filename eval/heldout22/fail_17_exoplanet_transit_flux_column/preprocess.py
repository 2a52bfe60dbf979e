import numpy as np


def normalise_and_detrend(flux, window=25):
    flux = flux / np.median(flux) - 1.0
    kernel = np.ones(window, np.float32) / window
    trend = np.convolve(np.pad(flux, window // 2, mode="edge"), kernel, mode="valid")
    resid = flux - trend[:flux.size]
    return (resid / (resid.std() + 1e-8)).astype(np.float32)[None, :]
