import numpy as np

import config


def synth_gallery():
    """Pedestrian crops: each identity has a shirt/trouser colour pair plus pose noise."""
    rng = np.random.default_rng(config.SEED)
    h, w = config.IMAGE_H, config.IMAGE_W
    images, ids = [], []
    for pid in range(config.NUM_IDENTITIES):
        shirt, trousers = rng.uniform(0, 1, 3), rng.uniform(0, 1, 3)
        for _ in range(config.IMAGES_PER_ID):
            img = rng.normal(0.5, 0.05, (3, h, w))
            split = h // 2 + int(rng.integers(-2, 3))
            img[:, 4:split] = shirt[:, None, None] + rng.normal(0, 0.05, (3, split - 4, w))
            img[:, split:h - 2] = trousers[:, None, None] + rng.normal(0, 0.05, (3, h - 2 - split, w))
            images.append(img)
            ids.append(pid)
    images = np.array(images, np.float32)
    return (images - 0.5) / 0.25, np.array(ids, np.int32)
