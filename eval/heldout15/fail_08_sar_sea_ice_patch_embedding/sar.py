"""Fake calibrated SAR chips: backscatter level and speckle texture depend on the ice type."""
import numpy as np

import settings

LEVEL_DB = np.array([-22.0, -17.0, -13.0, -9.0], np.float32)
TEXTURE = np.array([0.5, 1.0, 2.0, 3.0], np.float32)


def to_unit(db):
    return (db + 30.0) / 30.0


def simulate_chips(n, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, len(settings.ICE_CLASSES), size=n).astype(np.int32)
    tiles = []
    for lab in labels:
        speckle = rng.gamma(4.0, 0.25, size=(settings.CHIP, settings.CHIP))
        ridges = TEXTURE[lab] * np.sin(np.linspace(0, 3 * TEXTURE[lab], settings.CHIP))[None, :]
        tiles.append(to_unit(LEVEL_DB[lab] + 10 * np.log10(speckle) + ridges))
    chips = np.stack(tiles).astype(np.float32)  # ROOT
    return chips, labels
