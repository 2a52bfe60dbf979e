import numpy as np

import config


def bmode_frame(grade, rng):
    h, w = config.RAW_SIZE
    yy, xx = np.mgrid[0:h, 0:w]
    speckle = rng.rayleigh(25, (h, w))
    kidney = ((yy - h / 2) / (h * 0.35)) ** 2 + ((xx - w / 2) / (w * 0.3)) ** 2 < 1
    pelvis = ((yy - h / 2) / (h * 0.08 * (1 + 1.5 * grade))) ** 2 + ((xx - w / 2) / (w * 0.06 * (1 + grade))) ** 2 < 1
    img = speckle + 90 * kidney
    img[pelvis] = rng.normal(10, 3, pelvis.sum())          # fluid is anechoic (dark)
    return np.clip(img, 0, 255).astype(np.uint8)[..., None]


def load_frames(rng):
    xs, ys = [], []
    for g in range(len(config.GRADES)):
        for _ in range(config.FRAMES_PER_GRADE):
            xs.append(bmode_frame(g, rng))
            ys.append(g)
    return np.asarray(xs), np.asarray(ys, np.int32)
