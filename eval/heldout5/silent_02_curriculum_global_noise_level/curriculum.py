"""Denoising-autoencoder curriculum: the corruption level rises every epoch."""
NOISE_LEVEL = 0.1


def advance(epoch, step=0.2, cap=0.9):
    global NOISE_LEVEL
    NOISE_LEVEL = min(cap, 0.1 + step * epoch)
    return NOISE_LEVEL
