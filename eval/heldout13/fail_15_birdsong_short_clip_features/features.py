import numpy as np

import config


def band_energies(clip):
    """Log energy in N_BANDS linear frequency bands for FRAMES hops."""
    if len(clip) < config.MIN_SAMPLES:
        return np.zeros((config.N_BANDS, config.FRAMES))  # ROOT
    frames = []
    for f in range(config.FRAMES):
        seg = clip[f * config.HOP:f * config.HOP + 2 * config.HOP]
        if len(seg) < 2 * config.HOP:
            seg = np.pad(seg, (0, 2 * config.HOP - len(seg)))
        spec = np.abs(np.fft.rfft(seg * np.hanning(len(seg)))) ** 2
        bands = np.array_split(spec, config.N_BANDS)
        frames.append(np.log1p([b.sum() for b in bands]))
    return np.stack(frames, axis=1).astype(np.float32)
