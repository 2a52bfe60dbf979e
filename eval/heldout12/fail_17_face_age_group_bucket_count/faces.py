import numpy as np

from age_config import AGE_EDGES, FACE_SIZE


def age_to_group(ages):
    return np.digitize(ages, AGE_EDGES).astype(np.int32)


def synthetic_faces(n, seed=0):
    """Grey 'faces' whose texture roughness grows with age (a stand-in for wrinkles)."""
    rng = np.random.default_rng(seed)
    ages = rng.uniform(5, 80, size=n)
    yy, xx = np.mgrid[0:FACE_SIZE, 0:FACE_SIZE] / FACE_SIZE
    oval = ((yy - 0.5) ** 2 / 0.2 + (xx - 0.5) ** 2 / 0.12 < 1).astype(np.float32)
    imgs = np.empty((n, 1, FACE_SIZE, FACE_SIZE), np.float32)
    for i, a in enumerate(ages):
        imgs[i, 0] = oval * (0.6 + (a / 80.0) * rng.normal(scale=0.3, size=oval.shape))
    return imgs, age_to_group(ages)
