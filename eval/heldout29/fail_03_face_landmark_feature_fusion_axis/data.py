import numpy as np

import config


def synthetic_faces(rng):
    imgs, pts = [], []
    yy, xx = np.mgrid[0:config.IMAGE, 0:config.IMAGE] / config.IMAGE
    for _ in range(config.N_FACES):
        cx, cy = rng.uniform(0.4, 0.6, 2)
        landmarks = np.array([[cx - 0.12, cy - 0.1], [cx + 0.12, cy - 0.1], [cx, cy + 0.02],
                              [cx - 0.1, cy + 0.15], [cx + 0.1, cy + 0.15]])
        img = 0.6 * (((xx - cx) / 0.3) ** 2 + ((yy - cy) / 0.38) ** 2 < 1)
        for lx, ly in landmarks:
            img -= 0.4 * np.exp(-(((xx - lx) ** 2 + (yy - ly) ** 2) / 0.001))
        imgs.append(img[None] + rng.normal(0, 0.03, img.shape))
        pts.append(landmarks.reshape(-1))
    return np.asarray(imgs, np.float32), np.asarray(pts, np.float32)
