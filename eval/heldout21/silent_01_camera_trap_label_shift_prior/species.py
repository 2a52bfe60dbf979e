"""Camera-trap embeddings for three species at a new site."""
import numpy as np

SPECIES = ["roe_deer", "wild_boar", "red_fox"]
CENTRES = np.array([[1.5, 0.0], [-0.8, 1.2], [-0.8, -1.2]], np.float32)
TRAIN_PRIOR = np.array([1 / 3, 1 / 3, 1 / 3], np.float32)     # balanced training set


def new_site_images(n=300, prior=(0.75, 0.2, 0.05), seed=10):
    rng = np.random.default_rng(seed)
    labels = rng.choice(len(SPECIES), size=n, p=prior)
    feats = CENTRES[labels] + rng.normal(0, 1.0, size=(n, 2))
    return feats.astype(np.float32), labels
