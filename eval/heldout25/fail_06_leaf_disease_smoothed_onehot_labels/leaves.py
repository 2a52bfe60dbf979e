import numpy as np

import config


def render_leaf(disease, rng):
    s = config.IMAGE_SIZE
    yy, xx = np.mgrid[:s, :s] / (s - 1) - 0.5
    leaf = ((xx / 0.45) ** 2 + (yy / 0.3) ** 2 < 1).astype(np.float32)
    img = np.stack([0.2 * leaf, 0.6 * leaf, 0.15 * leaf])
    if disease == "rust":
        for _ in range(rng.randint(4, 9)):
            cx, cy = rng.uniform(-0.35, 0.35), rng.uniform(-0.2, 0.2)
            spot = ((xx - cx) ** 2 + (yy - cy) ** 2 < 0.003) * leaf
            img += np.array([0.6, -0.2, -0.1])[:, None, None] * spot
    elif disease == "scab":
        patch = (rng.rand(s, s) < 0.15) * leaf
        img += np.array([-0.1, -0.35, -0.05])[:, None, None] * patch
    elif disease == "mildew":
        img += 0.35 * leaf * (0.5 + 0.5 * rng.rand(s, s))
    return np.clip(img + rng.normal(0, 0.03, img.shape), 0, 1)


def load_table(seed):
    """Rows of flattened pixels followed by the class index, as exported by the labelling tool."""
    rng = np.random.RandomState(seed)
    rows = []
    for k, disease in enumerate(config.DISEASES):
        for _ in range(config.LEAVES_PER_CLASS):
            rows.append(np.concatenate([render_leaf(disease, rng).ravel(), [k]]))
    table = np.asarray(rows)
    return table[rng.permutation(len(table))]


def split_table(table):
    images = table[:, :-1].reshape(-1, 3, config.IMAGE_SIZE, config.IMAGE_SIZE).astype(np.float32)
    labels = table[:, -1].astype(np.float32)  # ROOT
    return images, labels
